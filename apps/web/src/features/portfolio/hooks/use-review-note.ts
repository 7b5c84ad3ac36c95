import { useCallback, useSyncExternalStore } from 'react';
import type { ImportReview } from '../utils/import-review.ts';

/** The import's note under one field; the field re-renders when its note comes or goes, and only then. */
export function useReviewNote(review: ImportReview, path: string): string | undefined {
  const note = useCallback(() => review.note(path), [review, path]);
  return useSyncExternalStore(review.subscribe, note);
}
