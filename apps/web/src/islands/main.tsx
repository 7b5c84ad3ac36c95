import '../app/zod-config.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts.tsx';
import { followSessionLoss } from '../features/auth/api/get-user.ts';
import { linkListedFiles } from '../lib/meta-links.ts';
import { hasSignInHint } from '../lib/session-hints.ts';
import { showCarriedToasts } from '../lib/toast.ts';
import { holdEarlyEvents, keepTypedText, wakeIsland } from './held-events.ts';
import { type IslandName, islands } from './registry.ts';

/**
 * The one script of a prerendered page that runs islands instead of the app (decision 59; built with
 * Preact's React compatibility by vite.islands.config.ts). Once the page has been painted it hydrates
 * each marked part (islands/island.tsx) on its own, a task each, so none holds the page for long; an
 * island whose code fails to load stays the HTML it was built as, says it could not load, and the
 * others still come alive.
 * When the visitor is idle the app's code is fetched into the cache for the next page, which may be
 * one of the app's. On `/` and `/templates` a signed-in visitor gets the app instead (their own sites
 * lead those pages), which the boot script starts as on any prerendered page.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Where an island could not start, the visitor is told so, rather than left pressing what cannot answer. */
function sayItCannot(root: HTMLElement) {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'mx-auto my-3 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900';
  note.textContent = 'This part of the page could not load. Reload the page to try again.';
  root.prepend(note);
}

async function hydrateIslands() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = root.dataset.island as IslandName;
    try {
      const Island = await islands[name]();
      const putBackTyped = keepTypedText(root);
      hydrateRoot(root, <Island />);
      putBackTyped();
      void wakeIsland(root);
    } catch (error) {
      console.error(`The ${name} island could not start.`, error);
      sayItCannot(root);
    }
    await nextTask();
  }
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toasts />);
  followSessionLoss();
  showCarriedToasts();
  // For tools that must not click before the page can answer (the e2e journeys), as the app marks it.
  document.documentElement.dataset.ready = 'true';
}

/** The app's code (listed by the build in `pm-app`), fetched at low priority and not run. */
const prefetchApp = () => linkListedFiles('pm-app', 'prefetch');

/** The boot script, on a page whose signed-in visitor gets the app (build/prerender.ts): it hydrates the page. */
function startApp(boot: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = boot;
  document.head.append(script);
}

const appWhenSignedIn = document.querySelector<HTMLMetaElement>(
  'meta[name="pm-app-when-signed-in"]',
)?.content;
if (appWhenSignedIn && hasSignInHint()) {
  startApp(appWhenSignedIn);
} else {
  holdEarlyEvents();
  // A frame's callbacks run just before it is painted; a task queued from there runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      void hydrateIslands().then(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(prefetchApp);
        else setTimeout(prefetchApp, 1000);
      });
    }, 0),
  );
}
