import { hasSignInHint } from '../lib/session-hints.ts';
import { afterPaint } from '../lib/tasks.ts';
import { sayItCannot } from './cannot-start.ts';
import { holdEarlyEvents } from './held-events.ts';
import { prefetchApp, prefetchAppOnIntent } from './prefetch-app.ts';

/**
 * The one script of a prerendered page that runs islands instead of the app (decision 59; built with
 * Preact's React compatibility by vite.islands.config.ts). It is small, imports little and is loaded
 * `async` (build/prerender.ts), so it runs as soon as it arrives, maybe before the page is parsed
 * whole: from then on a press inside an island is held until the island is alive. It asks for the
 * islands' code at once and hydrates them once the page is parsed and painted (islands/hydrate.tsx).
 * When the visitor heads for a link, or else is idle, the app's code is fetched into the cache for
 * the next page, which may be one of the app's. On `/` and `/templates` a signed-in visitor gets the
 * app instead (their own sites lead those pages): the boot script starts as on any prerendered page.
 */
function startApp(boot: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = boot;
  document.head.append(script);
}

/** The page's HTML parsed to its end (an `async` script may run before). */
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

async function startIslands() {
  holdEarlyEvents();
  prefetchAppOnIntent();
  // Asked for now, its failure handled below (not reported as uncaught while the page paints).
  const code = import('./hydrate.tsx').then(
    (module) => ({ module }),
    (error: unknown) => ({ error }),
  );
  await parsed();
  await afterPaint();
  const loaded = await code;
  if ('error' in loaded) {
    // No island can start without this code: each says so, and the page's links still work.
    console.error("The islands' code could not load.", loaded.error);
    for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) sayItCannot(root);
    return;
  }
  await loaded.module.hydrateIslands();
  if ('requestIdleCallback' in window) requestIdleCallback(prefetchApp);
  else setTimeout(prefetchApp, 1000);
}

/** The app for a signed-in visitor of a page that names it (its `<meta>` is at the end of the head). */
async function appWhenSignedIn(): Promise<string | undefined> {
  if (!hasSignInHint()) return undefined;
  await parsed();
  return document.querySelector<HTMLMetaElement>('meta[name="pm-app-when-signed-in"]')?.content;
}

void appWhenSignedIn().then((boot) => (boot ? startApp(boot) : startIslands()));
