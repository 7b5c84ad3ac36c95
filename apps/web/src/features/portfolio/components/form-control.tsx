import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { type FormFields, type PortfolioPath, useFieldMessage } from '../hooks/use-form-fields.ts';

export type ControlKind = 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea';

type FormControlProps = {
  fields: FormFields;
  name: PortfolioPath;
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

/**
 * One field of the portfolio form, single- or multi-line by its kind. Its value lives in the input
 * (the form reads it from there), so typing re-renders nothing; its message re-renders it alone.
 */
export function FormControl({
  fields,
  name,
  kind = 'text',
  autoComplete = 'off',
  rows = 4,
  ...props
}: FormControlProps) {
  const error = useFieldMessage(fields.messages, name);
  const control = { ...props, ...fields.register(name), error };
  if (kind === 'textarea') return <TextAreaField {...control} rows={rows} />;
  return (
    <TextField
      {...control}
      type={kind}
      inputMode={inputModes[kind]}
      autoComplete={autoComplete}
      spellCheck={kind === 'text' ? undefined : false}
    />
  );
}
