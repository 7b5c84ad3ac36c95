// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { prefetchApp, prefetchAppOnIntent } from './prefetch-app.ts';

const prefetches = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

describe("the app's code fetched ahead of a visitor's move into it", () => {
  it('is fetched once, when the visitor points at or tabs to a link that leaves the page', () => {
    window.history.replaceState(null, '', '/FAQ');
    document.head.innerHTML = '<meta name="pm-app" content="/assets/boot-1.js /assets/core-2.js">';
    prefetchAppOnIntent();

    link('#answers').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/FAQ').dispatchEvent(new Event('focusin', { bubbles: true }));
    link('https://example.com/elsewhere').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetches()).toEqual([]);

    const login = link('/login');
    login.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetches()).toEqual(['/assets/boot-1.js', '/assets/core-2.js']);

    login.dispatchEvent(new Event('focusin', { bubbles: true }));
    prefetchApp();
    expect(prefetches()).toHaveLength(2);
  });
});
