import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';

export type ControlKind = 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea';

type FormControlProps = {
  kind?: ControlKind;
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
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

/** One field of the portfolio form, single- or multi-line by its kind. */
export function FormControl({
  kind = 'text',
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  required,
  autoComplete = 'off',
  rows = 4,
  className,
}: FormControlProps) {
  if (kind === 'textarea') {
    return (
      <TextAreaField
        className={className}
        label={label}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        hint={hint}
        error={error}
        required={required}
      />
    );
  }
  return (
    <TextField
      className={className}
      label={label}
      name={name}
      type={kind}
      inputMode={inputModes[kind]}
      autoComplete={autoComplete}
      spellCheck={kind === 'text' ? undefined : false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
      hint={hint}
      required={required}
    />
  );
}
