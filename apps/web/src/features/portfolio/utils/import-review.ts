import { createListeners } from '../../../lib/listeners.ts';
import { EDITOR_SECTIONS } from '../components/editor-sections.ts';
import type { SectionFolds } from './section-folds.ts';

/**
 * The fields an import read with low confidence (`experiences.1.startDate`), each marked with a note
 * under it until the user edits it. Kept beside the form, as its messages are: a mark that comes or
 * goes re-renders its own field only.
 */
export type ImportReview = {
  /** The note under the field at `path`, if it is marked. */
  note(path: string): string | undefined;
  /**
   * Marks `paths` with `note`. An earlier import's marks stay, but for the fields this one replaced
   * (`replaced`, top-level fields: 'experiences' takes every item's marks).
   */
  mark(marking: ReviewMarking): void;
  /** Takes every mark away (the form back where it started). */
  clearAll(): void;
  /** Takes the marks of `path` and of the fields inside it (a list's items) away. */
  clear(path: string): void;
  /** Every mark as [path, note], for the draft to keep. */
  marks(): ReviewMarks;
  subscribe(listener: () => void): () => void;
};

export type ReviewMarking = { paths: readonly string[]; note: string; replaced: readonly string[] };

/** Marked fields as [path, note] pairs. */
export type ReviewMarks = [path: string, note: string][];

const inside = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** The marks of a form, starting with `kept` (a restored draft's). */
export function createImportReview(kept: ReviewMarks = []): ImportReview {
  let marks = new Map<string, string>(kept);
  const listeners = createListeners();
  return {
    note: (path) => marks.get(path),
    mark({ paths, note, replaced }) {
      if (paths.length === 0 && marks.size === 0) return;
      const kept = [...marks].filter(([path]) => !replaced.some((field) => inside(path, field)));
      marks = new Map([...kept, ...paths.map((path): [string, string] => [path, note])]);
      listeners.notify();
    },
    clearAll() {
      if (marks.size === 0) return;
      marks = new Map();
      listeners.notify();
    },
    clear(path) {
      // Every key press reaches here: nothing to do is the usual case.
      if (marks.size === 0) return;
      const kept = [...marks].filter(([marked]) => !inside(marked, path));
      if (kept.length === marks.size) return;
      marks = new Map(kept);
      listeners.notify();
    },
    marks: () => [...marks],
    subscribe: listeners.subscribe,
  };
}

/** Opens each editor section holding one of `paths`, so every marked field is in sight. */
export function openSectionsHolding(folds: SectionFolds, paths: readonly string[]) {
  for (const section of EDITOR_SECTIONS) {
    const holds = paths.some((path) => section.paths.some((field) => inside(path, field)));
    if (holds) folds.setOpen(section.id, true);
  }
}
