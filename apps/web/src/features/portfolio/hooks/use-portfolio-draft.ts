import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { useEffect, useRef, useState } from 'react';
import { keepDraftCover, loadDraftCover } from '../utils/draft-covers.ts';
import type { ReviewMarks } from '../utils/import-review.ts';
import { browserStorage, type PortfolioDraft, removeDraft, writeDraft } from '../utils/portfolio-draft.ts';

/** A pause in typing this long writes the draft... */
const DRAFT_PAUSE_MS = 600;
/** ...and typing that never pauses writes it at least this often. */
const DRAFT_MAX_WAIT_MS = 4000;

export type DraftValues = {
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  /** The names of the images still uploading. */
  unfinishedUploads: string[];
  /** The fields an import asked to check. */
  review: ReviewMarks;
  /** The values differ from what the form started with: only then is a draft kept. */
  dirty: boolean;
};

/** Where the draft's values come from: read when it is written, and told of every change. */
export type DraftSource = {
  read(): DraftValues;
  subscribe(onChange: () => void): () => void;
};

/** The restored draft's cover: being looked for, back, lost (the browser did not keep it), or none. */
export type DraftCover = 'loading' | 'restored' | 'lost' | 'none';

/** Runs `work` when the page is idle (soon in any case), not in the task that asked for it. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}

/**
 * Keeps the draft of one portfolio form in this browser, off the typing path: written once typing
 * pauses (and every few seconds while it goes on), at once when the page is hidden or left (so it is
 * already kept when the session ends and the page goes to the login), removed once the values are
 * back to where they started or the form was saved. `restored` is the draft the form opened with; its
 * cover file comes back through `onCoverRestored`. `notKept` is true while the browser refuses to
 * keep it (storage full or blocked): typing goes on, the form says so.
 */
export function usePortfolioDraft(
  key: string,
  restored: PortfolioDraft | undefined,
  source: DraftSource,
  onCoverRestored: (file: File) => void,
) {
  const [cover, setCover] = useState<DraftCover>(restored?.coverName ? 'loading' : 'none');
  const [notKept, setNotKept] = useState(false);
  // Set once the form is saved: nothing is kept after that.
  const saved = useRef(false);
  const coverState = useRef(cover);
  coverState.current = cover;
  const coverRestored = useRef(onCoverRestored);
  useEffect(() => {
    coverRestored.current = onCoverRestored;
  });
  const flushRef = useRef<() => void>(() => {});
  const scheduleRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!restored?.coverName) return;
    let current = true;
    loadDraftCover(key).then((file) => {
      if (!current) return;
      if (file) coverRestored.current(file);
      setCover(file ? 'restored' : 'lost');
    });
    return () => {
      current = false;
    };
  }, [key, restored]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pendingSince: number | undefined;
    let stopped = false;
    let refused = false;
    // The note changes only when the answer does: a write is never a render.
    const refusedNow = (now: boolean) => {
      if (now === refused) return;
      refused = now;
      setNotKept(now);
    };
    // The cover kept in IndexedDB, once known (undefined: not yet written by this form).
    let keptCover: File | null | undefined;

    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      pendingSince = undefined;
      if (saved.current || stopped) return;
      const { hostingName, content, coverImage, unfinishedUploads, review, dirty } = source.read();
      const loading = coverState.current === 'loading';
      const storage = browserStorage();
      // Until the kept cover has been looked for, the draft still holds it.
      if (!dirty && !loading) {
        removeDraft(storage, key);
        refusedNow(false);
      } else {
        const coverName = coverImage?.name ?? (loading ? restored?.coverName : undefined);
        const draft = {
          savedAt: new Date().toISOString(),
          hostingName,
          content,
          coverName,
          ...(unfinishedUploads.length > 0 ? { unfinishedUploads } : {}),
          ...(review.length > 0 ? { review } : {}),
        };
        refusedNow(!writeDraft(storage, key, draft));
      }
      if (!loading && coverImage !== keptCover) {
        keptCover = coverImage;
        void keepDraftCover(key, coverImage);
      }
    };
    const schedule = () => {
      if (saved.current) return;
      const now = Date.now();
      pendingSince ??= now;
      clearTimeout(timer);
      const wait = Math.min(DRAFT_PAUSE_MS, pendingSince + DRAFT_MAX_WAIT_MS - now);
      timer = setTimeout(() => whenIdle(() => timer !== undefined && write()), Math.max(0, wait));
    };
    const flush = () => {
      if (timer !== undefined) write();
    };
    flushRef.current = flush;
    scheduleRef.current = schedule;
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const stop = source.subscribe(schedule);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      stop();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      // Left for another page (the session ended, a link): what was typed is kept now.
      flush();
      stopped = true;
    };
  }, [key, restored, source]);

  // The cover was looked for: the draft is written again, with it or without it.
  useEffect(() => {
    if (cover !== 'loading' && restored?.coverName) scheduleRef.current();
  }, [cover, restored]);

  return {
    cover,
    notKept,
    /** Writes what is waiting to be written now (a discard, for one). */
    flush: () => flushRef.current(),
    /** The form was saved: the draft is gone for good. */
    clear() {
      saved.current = true;
      removeDraft(browserStorage(), key);
      void keepDraftCover(key, null);
    },
  };
}
