import type { FieldErrors } from 'react-hook-form';
import { createListeners } from '../../../lib/listeners.ts';

/** The keys of a react-hook-form error that are not fields inside it. */
const ERROR_KEYS = new Set(['type', 'message', 'ref', 'types', 'root']);

/** The form's nested errors as one message per field path ('email', 'projects.1.link'). */
export function messagesOf(errors: FieldErrors | undefined, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof errors !== 'object' || errors === null) return found;
  for (const [key, value] of Object.entries(errors)) {
    if (ERROR_KEYS.has(key) || typeof value !== 'object' || value === null) continue;
    const path = `${prefix}${key}`;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message !== '') found.set(path, message);
    for (const [inner, text] of messagesOf(value as FieldErrors, `${path}.`)) found.set(inner, text);
  }
  return found;
}

/**
 * The message under each field, kept beside the form's errors so that a message that comes or goes
 * re-renders its own field and no other (the form's own state would re-render every field that
 * reads an error). It also carries the requests to focus the first invalid field once the messages
 * are drawn.
 */
export type FieldMessages = {
  /** The field's message, if it has one. */
  get(path: string): string | undefined;
  /** Whether `path` or a field inside it (a list's item) has a message. */
  has(path: string): boolean;
  /** Tells `listener` when the message of `path` changes; returns the function that stops it. */
  subscribe(path: string, listener: () => void): () => void;
  /** Tells `listener` when any message comes, changes or goes (a section's mark follows its fields). */
  subscribeAll(listener: () => void): () => void;
  /** Takes the form's errors as they are now; only the fields whose message changed are told. */
  sync(errors: FieldErrors | undefined): void;
  /**
   * Asks for the first invalid field to take the focus once the messages of the next `sync` are
   * drawn (the same messages again too: a second submit of the same mistakes).
   */
  requestFocus(): void;
  /** How many times the focus was asked for (a number that changes with each request). */
  focusRequests(): number;
  subscribeFocus(listener: () => void): () => void;
};

export function createFieldMessages(): FieldMessages {
  let messages = new Map<string, string>();
  const byPath = new Map<string, Set<() => void>>();
  const anyChange = createListeners();
  const focus = createListeners();
  let focusRequests = 0;
  let focusPending = false;
  return {
    get: (path) => messages.get(path),
    has: (path) => [...messages.keys()].some((shown) => shown === path || shown.startsWith(`${path}.`)),
    subscribe(path, listener) {
      let listeners = byPath.get(path);
      if (!listeners) {
        listeners = new Set();
        byPath.set(path, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byPath.delete(path);
      };
    },
    subscribeAll: anyChange.subscribe,
    sync(errors) {
      const next = messagesOf(errors);
      if (next.size > 0 || messages.size > 0) {
        const changed = [...new Set([...messages.keys(), ...next.keys()])].filter(
          (path) => messages.get(path) !== next.get(path),
        );
        messages = next;
        for (const path of changed) for (const listener of byPath.get(path) ?? []) listener();
        if (changed.length > 0) anyChange.notify();
      }
      // Told after the fields, in the same task: React draws them all in one commit before the focus moves.
      if (focusPending) {
        focusPending = false;
        focusRequests += 1;
        focus.notify();
      }
    },
    requestFocus() {
      focusPending = true;
    },
    focusRequests: () => focusRequests,
    subscribeFocus: focus.subscribe,
  };
}
