import { isHttpUrl } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { withScheme } from './link-scheme.ts';

describe('withScheme', () => {
  it('completes a host typed without its scheme with https://', () => {
    expect(withScheme('github.com/asha')).toBe('https://github.com/asha');
    expect(withScheme('  www.asha.dev ')).toBe('https://www.asha.dev');
    expect(withScheme('medium.com/@asha/post?x=1#top')).toBe('https://medium.com/@asha/post?x=1#top');
  });

  it('leaves links with a scheme, and what is not a host, as typed: the schema judges them', () => {
    for (const typed of [
      'https://asha.dev',
      'http://asha.dev',
      'javascript:alert(1)',
      'ftp://x',
      'ftp://x.org',
    ]) {
      expect(withScheme(typed)).toBe(typed);
    }
    for (const typed of ['', 'asha', 'not a link', 'localhost:3000', 'user@example.com']) {
      expect(withScheme(typed)).toBe(typed);
    }
    // What stays refused is still refused by the shared rule.
    expect(isHttpUrl(withScheme('javascript:alert(1)'))).toBe(false);
    expect(isHttpUrl(withScheme('ftp://x'))).toBe(false);
    expect(isHttpUrl(withScheme('github.com/asha'))).toBe(true);
  });
});
