import { createListeners } from '../../../lib/listeners.ts';

/**
 * Which of the editor's sections are open. Kept beside the form, as its messages are: opening or
 * folding one re-renders that section (and its link in the section bar), not the form.
 */
export type SectionFolds = {
  isOpen(id: string): boolean;
  setOpen(id: string, open: boolean): void;
  subscribe(listener: () => void): () => void;
};

/** Each section starts open or folded as `openAtStart` says. */
export function createSectionFolds(openAtStart: (id: string) => boolean): SectionFolds {
  const changed = new Map<string, boolean>();
  const listeners = createListeners();
  const isOpen = (id: string) => changed.get(id) ?? openAtStart(id);
  return {
    isOpen,
    setOpen(id, open) {
      if (isOpen(id) === open) return;
      changed.set(id, open);
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
