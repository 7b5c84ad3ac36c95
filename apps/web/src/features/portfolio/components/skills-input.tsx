import { useState } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';
import { joinSkills, sameSkills, splitSkills } from '../utils/skill-names.ts';

type SkillsInputProps = {
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
 * A skill group's skills, typed as one comma-separated text ('Figma, Prototyping') over the form's
 * list of names: the text as typed stays in the field (a trailing comma too), the form holds it split.
 * A list put in from elsewhere (a draft, an import) is shown joined.
 */
export function SkillsInput({
  fields,
  name,
  hint = 'Separate skills with commas',
  ...props
}: SkillsInputProps) {
  const { field } = useController({ control: fields.control, name });
  const stored = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [text, setText] = useState(() => joinSkills(stored));
  const shown = sameSkills(splitSkills(text), stored) ? text : joinSkills(stored);
  return (
    <TextField
      {...props}
      hint={hint}
      ref={field.ref}
      name={field.name}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(splitSkills(event.target.value));
        fields.clearMessages(name);
      }}
      onBlur={field.onBlur}
      autoComplete="off"
    />
  );
}
