import { type ComponentProps, useId } from 'react';

const controlClassName =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600 aria-invalid:border-red-600 disabled:bg-slate-100 sm:text-sm';

const labelClassName = 'block text-sm font-medium text-slate-800';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** A line under the field that helps fill it in; read out with the field. */
  hint?: string;
  /** The field's validation message: marks the field invalid and is read out with it. */
  error?: string;
};

/** A labelled single-line input, with an optional hint and error message linked to it. */
export function TextField({ label, hint, error, id, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [props['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        className={controlClassName}
        {...props}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={describedBy}
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

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string };

/** A labelled multi-line input. */
export function TextAreaField({ label, id, className = '', ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={textareaId} className={labelClassName}>
        {label}
      </label>
      <textarea id={textareaId} className={`${controlClassName} resize-y`} {...props} />
    </div>
  );
}
