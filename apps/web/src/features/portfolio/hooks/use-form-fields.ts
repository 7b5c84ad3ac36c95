import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FieldPath, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { FormErrors } from '../../../hooks/use-schema-form.ts';
import { createListeners } from '../../../lib/listeners.ts';
import { createFieldMessages, type FieldMessages } from '../utils/field-messages.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import type { PortfolioValues } from '../utils/form-values.ts';
import { createImportReview, type ImportReview, type ReviewMarks } from '../utils/import-review.ts';

export type PortfolioFormApi = UseFormReturn<PortfolioValues, unknown, PortfolioSubmission>;
export type PortfolioPath = FieldPath<PortfolioValues>;

/**
 * What the editor's fields use of the form (react-hook-form): each text field keeps its own value in
 * the page (uncontrolled), so a key press re-renders nothing; a message re-renders its own field.
 */
export type FormFields = {
  control: PortfolioFormApi['control'];
  messages: FieldMessages;
  /** The fields an import asks to check; a field's mark goes with its message. */
  review: ImportReview;
  /** A text field's name, ref, change and blur; typing in it takes its message away. */
  register(path: PortfolioPath): UseFormRegisterReturn;
  /** A value chosen outside a text field (a file, the template, a check box); its message goes. */
  setValue<Path extends PortfolioPath>(path: Path, value: PathValue<PortfolioValues, Path>): void;
  /** The messages and import marks of `path` and of the fields inside it (a list's items) go. */
  clearMessages(path: PortfolioPath): void;
  /** Messages from elsewhere (a server's refusal) in place of any shown, the first invalid field focused. */
  showErrors(errors: FormErrors): void;
  /** The values as they are now: the form's own objects, to read at once and not to keep. */
  getValues(): PortfolioValues;
  /** Calls `listener` after any value changed (typing, a file, an item added or removed, a reset). */
  subscribe(listener: () => void): () => void;
  /** For changes the form does not announce itself (an item added or removed). */
  notifyChange(): void;
};

/** The editor's fields over a react-hook-form form, with the import marks it starts with; see FormFields. */
export function useFormFields(form: PortfolioFormApi, marks?: ReviewMarks): FormFields {
  const [messages] = useState(createFieldMessages);
  const [review] = useState(() => createImportReview(marks));
  const [changes] = useState(() => createListeners());

  useEffect(
    () => form.subscribe({ formState: { errors: true }, callback: ({ errors }) => messages.sync(errors) }),
    [form, messages],
  );

  return useMemo(() => {
    const clearMessages = (path: PortfolioPath) => {
      review.clear(path);
      if (messages.has(path)) form.clearErrors(path);
    };
    return {
      control: form.control,
      messages,
      review,
      register: (path) => form.register(path, { onChange: () => clearMessages(path) }),
      setValue(path, value) {
        form.setValue(path, value);
        clearMessages(path);
      },
      clearMessages,
      showErrors(errors) {
        form.clearErrors();
        const shown = Object.entries(errors).filter(([, message]) => message);
        if (shown.length > 0) messages.requestFocus();
        for (const [path, message] of shown)
          form.setError(path as PortfolioPath, { type: 'server', message });
      },
      getValues: () => form.getValues(),
      subscribe(listener) {
        const stopForm = form.subscribe({ formState: { values: true }, callback: () => listener() });
        const stopOwn = changes.subscribe(listener);
        return () => {
          stopForm();
          stopOwn();
        };
      },
      notifyChange: () => changes.notify(),
    };
  }, [form, messages, review, changes]);
}

/** The message under one field; the field re-renders when it comes or goes, and only then. */
export function useFieldMessage(messages: FieldMessages, path: string): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => messages.subscribe(path, listener),
    [messages, path],
  );
  return useSyncExternalStore(subscribe, () => messages.get(path));
}
