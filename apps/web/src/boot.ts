import './index.css';
import { linkListedFiles } from './lib/meta-links.ts';
import { afterPaint, nextTask } from './lib/tasks.ts';

/**
 * The one script every page of the app starts with. A public page prerendered at build time (here only
 * for a signed-in visitor of `/` or `/templates`: the others run islands, decision 59) is already whole
 * in its HTML: its code is fetched only once that HTML has been painted, so nothing competes with the
 * first paint for the network or the main thread. The build lists the chunks of the app and of the
 * page in the `pm-modulepreload` meta tag (apps/web/build/prerender.ts): their preload links are added
 * in one go, then the code is evaluated a part per task (react-dom, then the app), each in the task
 * its import finishes in, so no single task holds the page for long. Any other page has nothing to
 * show until the app runs: it starts at once (index.html preloads the app itself).
 */
async function startAfterPaint() {
  linkListedFiles('pm-modulepreload', 'modulepreload');
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
}

if (document.getElementById('root')?.firstElementChild) {
  void afterPaint().then(startAfterPaint);
} else {
  import('./main.tsx');
}
