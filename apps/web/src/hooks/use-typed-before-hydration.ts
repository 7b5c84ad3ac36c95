import { type RefObject, useEffect } from 'react';

/**
 * A prerendered page's fields take typing before its JavaScript has run: the text is in the field
 * but not in React's state, which hydration does not read back. Once hydrated, this hands what was
 * typed to `take`, so nothing the visitor wrote is lost or silently ignored.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  take: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) take(typed);
  }, []);
}
