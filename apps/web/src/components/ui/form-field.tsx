import { type ComponentProps, useId } from 'react';

const controlClassName =
  'mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600 aria-invalid:border-red-600 disabled:bg-slate-100 sm:text-sm';

const labelClassName = 'block text-sm font-medium text-slate-800';

type FieldExtras = {
  label: string;
  /** A line under the field that helps fill it in; read out with the field. */
  hint?: string;
  /** The field's validation message: marks the field invalid and is read out with it. */
  error?: string;
  /** A line asking to check the value (an import was unsure of it); read out with the field. */
  note?: string;
};

/** The ids and attributes that link a control to its hint and error, and the lines that show them. */
function useFieldParts(
  { hint, error, note }: Omit<FieldExtras, 'label'>,
  id: string | undefined,
  ownDescribedBy: string | undefined,
  ownInvalid: ComponentProps<'input'>['aria-invalid'],
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const noteId = `${controlId}-note`;
  const describedBy =
    [ownDescribedBy, hint ? hintId : undefined, error ? errorId : undefined, note ? noteId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const messages = (
    <>
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
      {note ? (
        <p id={noteId} className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
          {note}
        </p>
      ) : null}
    </>
  );
  return {
    controlId,
    controlProps: { 'aria-invalid': error ? true : ownInvalid, 'aria-describedby': describedBy },
    messages,
  };
}

type TextFieldProps = ComponentProps<'input'> & FieldExtras;

/** A labelled single-line input, with an optional hint and error message linked to it. */
export function TextField({ label, hint, error, note, id, className = '', ...props }: TextFieldProps) {
  const { controlId, controlProps, messages } = useFieldParts(
    { hint, error, note },
    id,
    props['aria-describedby'],
    props['aria-invalid'],
  );
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      <input id={controlId} className={controlClassName} {...props} {...controlProps} />
      {messages}
    </div>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & FieldExtras;

/** A labelled multi-line input, with an optional hint and error message linked to it. */
export function TextAreaField({
  label,
  hint,
  error,
  note,
  id,
  className = '',
  ...props
}: TextAreaFieldProps) {
  const { controlId, controlProps, messages } = useFieldParts(
    { hint, error, note },
    id,
    props['aria-describedby'],
    props['aria-invalid'],
  );
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      <textarea id={controlId} className={`${controlClassName} resize-y`} {...props} {...controlProps} />
      {messages}
    </div>
  );
}
