import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { useEffect, useRef, useState } from 'react';
import { keepDraftCover, loadDraftCover } from '../utils/draft-covers.ts';
import { browserStorage, type PortfolioDraft, removeDraft, writeDraft } from '../utils/portfolio-draft.ts';

type DraftValues = {
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  /** The values differ from what the form started with: only then is a draft kept. */
  dirty: boolean;
};

/** The restored draft's cover: being looked for, back, lost (the browser did not keep it), or none. */
export type DraftCover = 'loading' | 'restored' | 'lost' | 'none';

/**
 * Keeps the draft of one portfolio form in this browser: written on every change (so it is already
 * kept when the session ends and the page goes to the login), removed once the values are back to
 * where they started or the form was saved. `restored` is the draft the form opened with; its cover
 * file comes back through `onCoverRestored`.
 */
export function usePortfolioDraft(
  key: string,
  restored: PortfolioDraft | undefined,
  { hostingName, content, coverImage, dirty }: DraftValues,
  onCoverRestored: (file: File) => void,
) {
  const [cover, setCover] = useState<DraftCover>(restored?.coverName ? 'loading' : 'none');
  // Set once the form is saved: nothing is kept after that.
  const saved = useRef(false);
  const coverRestored = useRef(onCoverRestored);
  useEffect(() => {
    coverRestored.current = onCoverRestored;
  });

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

  // Until the kept cover has been looked for, the draft still holds it.
  const keep = dirty || cover === 'loading';
  const coverName = coverImage?.name ?? (cover === 'loading' ? restored?.coverName : undefined);
  useEffect(() => {
    if (saved.current) return;
    const storage = browserStorage();
    if (!keep) removeDraft(storage, key);
    else writeDraft(storage, key, { savedAt: new Date().toISOString(), hostingName, content, coverName });
  }, [key, keep, hostingName, content, coverName]);

  useEffect(() => {
    if (saved.current || cover === 'loading') return;
    void keepDraftCover(key, coverImage);
  }, [key, cover, coverImage]);

  return {
    cover,
    /** The form was saved: the draft is gone for good. */
    clear() {
      saved.current = true;
      removeDraft(browserStorage(), key);
      void keepDraftCover(key, null);
    },
  };
}
