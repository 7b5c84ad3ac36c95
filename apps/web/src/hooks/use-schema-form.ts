import { type FormEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../lib/error-message.ts';
import { fieldErrors, type ValidationIssues } from '../lib/field-errors.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Messages by field path: 'email', or a list item's 'projects.0.link'. */
export type FormErrors = Partial<Record<string, string>>;

/** A text field of the values: a top-level one ('email') or a list item's ('projects.0.title'). */
type FieldPath<Values> = {
  [Name in keyof Values & string]: Values[Name] extends string
    ? Name
    : Values[Name] extends ReadonlyArray<infer Item>
      ? `${Name}.${number}.${keyof Item & string}`
      : never;
}[keyof Values & string];

/** What `field(path)` spreads onto a TextField/TextAreaField: its ref, name, value, change and message. */
export type FieldProps<Path extends string = string> = {
  ref: (element: Control | null) => void;
  name: Path;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The message under the field (none in a form that says what is wrong in a toast). */
  error: string | undefined;
  'aria-invalid': true | undefined;
  /** A schema loaded on first use starts loading when a field is first focused. */
  onFocus: () => void;
};

/**
 * What the values are checked with: a shared zod schema, or a check that answers like one (the
 * portfolio form adds the cover file and the hosting name's availability to its schema).
 */
export type FormCheck<Values, Output> = {
  safeParse(values: Values): { success: true; data: Output } | { success: false; error: ValidationIssues };
};

type Options = {
  /**
   * False: the fields are only marked invalid and the first message goes to `onInvalid` alone (the
   * public forms whose messages are toasts, docs/spec.md §8).
   */
  messagesUnderFields?: boolean;
};

function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function withValueAt<T>(target: T, keys: string[], value: unknown): T {
  const [key = '', ...rest] = keys;
  const copy = (Array.isArray(target) ? [...target] : { ...target }) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : withValueAt(copy[key], rest, value);
  return copy as T;
}

/** The messages without those of `path` and of the fields inside it (a list's items). */
function withoutErrorsAt(errors: FormErrors, path: string): FormErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

function firstInDocument(elements: Control[]): Control | undefined {
  return elements.reduce<Control | undefined>(
    (first, element) =>
      !first || element.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING ? element : first,
    undefined,
  );
}

/**
 * One way to run a form: the values, the shared schema's first message per field, and on an invalid
 * submit the focus on the first invalid field in the order shown. `schema` may be a function that
 * loads it, for a page that should not download the schema before the form is used. `onValid` gets
 * the schema's parsed output; `onInvalid` the first message (for a toast).
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: FormCheck<NoInfer<Values>, Output> | (() => Promise<FormCheck<NoInfer<Values>, Output>>),
  initial: Values,
  { messagesUnderFields = true }: Options = {},
) {
  type Path = FieldPath<Values>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // The rendered control of each field, to focus (and for code that reads it).
  const controls = useRef(new Map<string, RefObject<Control | null>>());
  // Set when messages are shown: the first invalid field gets the focus once they are drawn.
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const invalid = [...controls.current].filter(([path]) => errors[path]).map(([, ref]) => ref.current);
    firstInDocument(invalid.filter((element) => element !== null))?.focus();
  });

  function control(path: string): RefObject<Control | null> {
    let ref = controls.current.get(path);
    if (!ref) {
      ref = { current: null };
      controls.current.set(path, ref);
    }
    return ref;
  }

  /** The ref of a control that is not a text field (a file input, a radio) so it can take the focus. */
  const register = (path: string) => (element: Control | null) => {
    control(path).current = element;
  };

  const change = useCallback((path: string, value: unknown) => {
    setValues((current) => withValueAt(current, path.split('.'), value));
    setErrors((current) => withoutErrorsAt(current, path));
  }, []);

  /** A top-level value; its messages go, and with a list's, those of its items (renumbered now). */
  const setValue = change as <Name extends keyof Values & string>(name: Name, value: Values[Name]) => void;

  const preloadSchema = () => {
    if (typeof schema === 'function') schema().catch(() => {});
  };

  function field<P extends Path>(path: P): FieldProps<P> {
    const error = errors[path];
    return {
      ref: register(path),
      name: path,
      value: (valueAt(values, path) as string | undefined) ?? '',
      onChange: (event) => change(path, event.target.value),
      error: messagesUnderFields ? error : undefined,
      'aria-invalid': error ? true : undefined,
      onFocus: preloadSchema,
    };
  }

  /** Shows messages from elsewhere (a server's refusal) the same way, the first invalid field focused. */
  const showErrors = useCallback((found: FormErrors) => {
    setErrors(found);
    focusPending.current = Object.keys(found).length > 0;
  }, []);

  function handleSubmit(onValid: (data: Output) => unknown, onInvalid?: (message: string) => void) {
    const check = (loaded: FormCheck<Values, Output>) => {
      const parsed = loaded.safeParse(values);
      if (parsed.success) {
        setErrors({});
        onValid(parsed.data);
        return;
      }
      showErrors(fieldErrors(parsed.error));
      const message = parsed.error.issues[0]?.message;
      if (message) onInvalid?.(message);
    };
    return (event: FormEvent<HTMLFormElement>): void | Promise<void> => {
      event.preventDefault();
      if (typeof schema !== 'function') return check(schema);
      // The schema could not be loaded: the connection is gone.
      return schema().then(check, () => onInvalid?.(SOMETHING_WENT_WRONG));
    };
  }

  const reset = useCallback(
    (to: Values = initial) => {
      setValues(to);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, field, register, control, setValue, setValues, showErrors, handleSubmit, reset };
}
