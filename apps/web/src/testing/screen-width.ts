import { vi } from 'vitest';

/**
 * The window as wide as a phone or a desktop, as `matchMedia` answers it: on a desktop only the
 * editor's wide-screen query (the `lg` breakpoint) matches. Undone by `vi.restoreAllMocks()`.
 */
export function screenWidth(width: 'phone' | 'desktop') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: width === 'desktop' && query === '(min-width: 64rem)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
