import { useState } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';
import { monthShown, storedFromMonth } from '../utils/month-value.ts';

type MonthInputProps = {
  fields: FormFields;
  name: PortfolioPath;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** The field's message (FormControl reads it). */
  error?: string;
  /** The import's note asking to check the value (FormControl reads it). */
  note?: string;
};

/**
 * A list date the site prints as month and year ('Mar 2021'): a month input over the form's day,
 * YYYY-MM-DD (utils/month-value.ts). The input shows another text than the form holds, so the form
 * gives it its value (useController): a change draws this field again, and no other.
 */
export function MonthInput({ fields, name, hint = 'Month and year', ...props }: MonthInputProps) {
  const { field } = useController({ control: fields.control, name });
  const stored = typeof field.value === 'string' ? field.value : '';
  // Its month chosen again, the day the field was drawn with comes back.
  const [drawnWith] = useState(stored);
  return (
    <TextField
      {...props}
      hint={hint}
      ref={field.ref}
      name={field.name}
      type="month"
      value={monthShown(stored)}
      onChange={(event) => {
        field.onChange(storedFromMonth(event.target.value, [stored, drawnWith]));
        fields.clearMessages(name);
      }}
      onBlur={field.onBlur}
      // Shown only where the browser has no month input and gives a text box.
      placeholder="YYYY-MM"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
