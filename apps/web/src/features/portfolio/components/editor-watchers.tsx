import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import type { FormFields } from '../hooks/use-form-fields.ts';

/**
 * Asks before the page is left while the values differ from where they started (and no save is on
 * its way, which may lead elsewhere). It follows every change itself, and re-renders only when that
 * answer changes: the first key press and the last undo, not every key press.
 */
export function UnsavedChangesGuard({
  fields,
  unchanged,
  submitting,
}: {
  fields: FormFields;
  unchanged: () => boolean;
  submitting: boolean;
}) {
  const dirty = !useSyncExternalStore(fields.subscribe, unchanged);
  return (
    <LeaveGuard when={dirty && !submitting}>
      Your changes are not saved to your portfolio yet. A draft stays in this browser and comes back when you
      open this form again.
    </LeaveGuard>
  );
}

/**
 * After an invalid submit or a refusal, the first invalid field in the order shown takes the focus,
 * once the messages are drawn (they are then read out with it).
 */
export function FocusFirstMessage({
  fields,
  formRef,
}: {
  fields: FormFields;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { messages } = fields;
  const requests = useSyncExternalStore(messages.subscribeFocus, messages.focusRequests);
  useLayoutEffect(() => {
    if (requests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests, formRef]);
  return null;
}
