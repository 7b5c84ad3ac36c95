import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import type { FieldProps } from '../../../hooks/use-schema-form.ts';

export type ControlKind = 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea';

type FormControlProps = FieldProps & {
  kind?: ControlKind;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  rows?: number;
  className?: string;
};

const inputModes: Partial<Record<ControlKind, ComponentProps<'input'>['inputMode']>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/** One field of the portfolio form, single- or multi-line by its kind; `field` props from useSchemaForm. */
export function FormControl({ kind = 'text', autoComplete = 'off', rows = 4, ...props }: FormControlProps) {
  if (kind === 'textarea') return <TextAreaField {...props} rows={rows} />;
  return (
    <TextField
      {...props}
      type={kind}
      inputMode={inputModes[kind]}
      autoComplete={autoComplete}
      spellCheck={kind === 'text' ? undefined : false}
    />
  );
}
