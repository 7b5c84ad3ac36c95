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

/** Every section starts open, or every one folded. */
export function createSectionFolds(startOpen: boolean): SectionFolds {
  const changed = new Map<string, boolean>();
  const listeners = createListeners();
  return {
    isOpen: (id) => changed.get(id) ?? startOpen,
    setOpen(id, open) {
      if ((changed.get(id) ?? startOpen) === open) return;
      changed.set(id, open);
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
