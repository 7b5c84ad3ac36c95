import '../app/zod-config.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts.tsx';
import { followSessionLoss } from '../features/auth/api/get-user.ts';
import { nextTask } from '../lib/tasks.ts';
import { showCarriedToasts } from '../lib/toast.ts';
import { keepTypedText, wakeIsland } from './held-events.ts';
import { type IslandName, islands } from './registry.ts';

/** Where an island could not start, the visitor is told so, rather than left pressing what cannot answer. */
function sayItCannot(root: HTMLElement) {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'mx-auto my-3 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900';
  note.textContent = 'This part of the page could not load. Reload the page to try again.';
  root.prepend(note);
}

/**
 * The islands' code proper (islands/main.ts loads it): hydrates each marked part of the page
 * (islands/island.tsx) on its own, a task each, so none holds the page for long; an island whose code
 * fails to load stays the HTML it was built as, says it could not load, and the others still come alive.
 */
export async function hydrateIslands(): Promise<void> {
  // Every island's code is asked for at once (one round trip, not one per island), then each is
  // hydrated in its own task in the page's order.
  const pending = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((root) => ({
    root,
    name: root.dataset.island as IslandName,
    load: islands[root.dataset.island as IslandName]().then(
      (Island) => ({ Island }),
      (error: unknown) => ({ error }),
    ),
  }));
  for (const { root, name, load } of pending) {
    try {
      const loaded = await load;
      if ('error' in loaded) throw loaded.error;
      const putBackTyped = keepTypedText(root);
      hydrateRoot(root, <loaded.Island />);
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
