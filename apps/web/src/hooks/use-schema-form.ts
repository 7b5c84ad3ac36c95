import { type FormEvent, type RefObject, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../lib/field-errors.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `field(name)` spreads onto a TextField/TextAreaField: its ref, name, value, change and error. */
export type FieldProps<Name extends string> = {
  ref: (element: Control | null) => void;
  name: Name;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
};

/**
 * One way to run a form: the values, the shared schema's first message per field, and on an invalid
 * submit the focus on the first invalid field. `initial` lists the fields in the order they are
 * shown. `onValid` gets the schema's parsed output; `onInvalid` the first message (for a toast).
 */
export function useSchemaForm<Values extends Record<string, string>, Schema extends z.ZodType>(
  schema: Schema,
  initial: Values,
) {
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  // The rendered control of each field, to focus.
  const controls = useRef(new Map<Name, Control>()) as RefObject<Map<Name, Control>>;

  const setValue = useCallback((name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  function field<N extends Name>(name: N): FieldProps<N> {
    return {
      ref: (element) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      },
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      error: errors[name],
    };
  }

  function handleSubmit(onValid: (data: z.output<Schema>) => void, onInvalid?: (message: string) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        onValid(parsed.data);
        return;
      }
      const found = fieldErrors<Name>(parsed.error);
      setErrors(found);
      const first = (Object.keys(initial) as Name[]).find((name) => found[name]);
      if (first) controls.current.get(first)?.focus();
      const message = parsed.error.issues[0]?.message;
      if (message) onInvalid?.(message);
    };
  }

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, field, setValue, handleSubmit, reset };
}
