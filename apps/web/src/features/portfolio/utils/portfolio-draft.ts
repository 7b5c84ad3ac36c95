import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { contentFromRecord } from './form-values.ts';
import type { ReviewMarks } from './import-review.ts';

/**
 * What the portfolio form keeps in the browser while the user types, so a session that ends, a
 * closed tab or a crash loses nothing. The cover file itself is kept apart (draft-covers.ts).
 */
export type PortfolioDraft = {
  savedAt: string;
  hostingName: string;
  content: PortfolioContent;
  /** The chosen cover's file name, when one was chosen. */
  coverName?: string;
  /** The images still uploading when it was written: their files are not kept, they are chosen again. */
  unfinishedUploads?: string[];
  /** The fields an import asked to check, not yet edited, with their notes. */
  review?: ReviewMarks;
};

/** A new portfolio from a template, or the update of an existing one. */
export type DraftTarget = { templateId: string } | { portfolioId: string };

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VERSION = 1;

/** One draft per user and per portfolio: another account in the same browser never sees it. */
export function portfolioDraftKey(userId: string, target: DraftTarget): string {
  const what = 'templateId' in target ? `template:${target.templateId}` : `portfolio:${target.portfolioId}`;
  return `pm-draft:${userId}:${what}`;
}

/** A stored draft as the form's values; undefined when it is missing, from another version or broken. */
export function parseDraft(stored: unknown): PortfolioDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const draft = stored as Record<string, unknown>;
  if (draft.version !== VERSION || typeof draft.savedAt !== 'string') return undefined;
  if (typeof draft.content !== 'object' || draft.content === null) return undefined;
  return {
    savedAt: draft.savedAt,
    hostingName: typeof draft.hostingName === 'string' ? draft.hostingName : '',
    content: contentFromRecord(draft.content as Record<string, unknown>, { keepEmptyLists: true }),
    ...(typeof draft.coverName === 'string' ? { coverName: draft.coverName } : {}),
    ...unfinishedUploadsOf(draft.unfinishedUploads),
    ...reviewOf(draft.review),
  };
}

function reviewOf(stored: unknown): Pick<PortfolioDraft, 'review'> {
  const marks = Array.isArray(stored)
    ? stored.filter(
        (mark): mark is [string, string] =>
          Array.isArray(mark) && mark.length === 2 && mark.every((part) => typeof part === 'string'),
      )
    : [];
  return marks.length > 0 ? { review: marks } : {};
}

function unfinishedUploadsOf(stored: unknown): Pick<PortfolioDraft, 'unfinishedUploads'> {
  const names = Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : [];
  return names.length > 0 ? { unfinishedUploads: names } : {};
}

export function readDraft(storage: DraftStorage | undefined, key: string): PortfolioDraft | undefined {
  try {
    const raw = storage?.getItem(key);
    return raw ? parseDraft(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; false when the browser will not (storage full or blocked). */
export function writeDraft(storage: DraftStorage | undefined, key: string, draft: PortfolioDraft): boolean {
  try {
    storage?.setItem(key, JSON.stringify({ version: VERSION, ...draft }));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept, or nothing can be removed: either way no draft will be read.
  }
}

/** The page's localStorage, or undefined where the browser refuses it (some private modes). */
export function browserStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
