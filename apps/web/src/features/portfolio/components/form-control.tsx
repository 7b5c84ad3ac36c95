import { type ComponentProps, useId } from 'react';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';

type TextAreaControlProps = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string };

/** A labelled multi-line input with an optional hint and its validation message, both linked to it. */
export function TextAreaControl({ label, hint, error, id, ...props }: TextAreaControlProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <TextAreaField
        id={textareaId}
        label={label}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
      <div className={className}>
        <TextAreaControl
          label={label}
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          hint={hint}
          error={error}
          required={required}
        />
      </div>
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
