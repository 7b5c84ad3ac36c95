import { linkListedFiles } from '../lib/meta-links.ts';

/**
 * The app's code (listed by the build in `pm-app`), fetched at low priority and not run, once: when
 * the visitor points at, touches or tabs to a link that leaves the page (it may lead into the app),
 * or else when the page falls idle.
 */
let prefetched = false;

export function prefetchApp(): void {
  if (prefetched) return;
  prefetched = true;
  for (const type of intents) document.removeEventListener(type, onIntent, true);
  linkListedFiles('pm-app', 'prefetch');
}

const intents = ['pointerover', 'touchstart', 'focusin'] as const;

function onIntent(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  if (link.origin === window.location.origin && link.pathname !== window.location.pathname) prefetchApp();
}

export function prefetchAppOnIntent(): void {
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
