import '../app/zod-config.ts';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts.tsx';
import { followSessionLoss } from '../features/auth/api/get-user.ts';
import { hasSignInHint } from '../lib/session-hints.ts';
import { nextTask } from '../lib/tasks.ts';
import { showCarriedToasts } from '../lib/toast.ts';
import { sayItCannot } from './cannot-start.ts';
import { keepTypedText, wakeIsland } from './held-events.ts';
import { type IslandName, islands } from './registry.ts';

type Loaded = { Island: ComponentType } | { error: unknown };

/** An island's code, asked for now; its failure is handled where it is awaited, not reported as uncaught. */
const loadIsland = (root: HTMLElement): Promise<Loaded> =>
  islands[root.dataset.island as IslandName]().then(
    (Island) => ({ Island }),
    (error: unknown) => ({ error }),
  );

/** Brings one island to life, or says in its place that it could not (its code failed, or its render threw). */
async function hydrateIsland(root: HTMLElement, load: Promise<Loaded>) {
  try {
    const loaded = await load;
    if ('error' in loaded) throw loaded.error;
    const { Island } = loaded;
    const putBackTyped = keepTypedText(root);
    hydrateRoot(root, <Island />);
    putBackTyped();
    void wakeIsland(root);
  } catch (error) {
    console.error(`The ${root.dataset.island} island could not start.`, error);
    sayItCannot(root);
  }
}

/** What an island draws (a `contents` box has none of its own to observe: islands/island.tsx). */
const boxesOf = (root: HTMLElement) => (root.classList.contains('contents') ? [...root.children] : [root]);

/** Islands the visitor can see, or will within half a screen's scroll. */
const NEAR = '50%';

function isNear(root: HTMLElement) {
  const margin = window.innerHeight / 2;
  return boxesOf(root).some((box) => {
    const { top, bottom } = box.getBoundingClientRect();
    return bottom >= -margin && top <= window.innerHeight + margin;
  });
}

/** These come alive at load wherever they are: the top bar, and the promo, which opens on its own. */
const AT_LOAD: readonly string[] = ['site-header', 'promo'];

/**
 * The islands' code proper (islands/main.ts loads it). Each marked part of the page
 * (islands/island.tsx) is hydrated on its own, a task each, so none holds the page for long: those on
 * screen or near it at once, their code asked for all together; the others as the visitor scrolls
 * towards them (a press or a focus gets there first: the browser scrolls to what is focused, and a
 * press there is held until the island is alive). For a signed-in visitor every island comes alive
 * at load: what it shows depends on who they are (the footer's Log Out). An island whose code fails
 * to load stays the HTML it was built as, says it could not load, and the others still come alive.
 */
export async function hydrateIslands(): Promise<void> {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const atLoad = roots.filter(
    (root) => hasSignInHint() || AT_LOAD.includes(root.dataset.island ?? '') || isNear(root),
  );
  const later = roots.filter((root) => !atLoad.includes(root));
  const loads = atLoad.map(loadIsland);
  for (const [index, root] of atLoad.entries()) {
    await hydrateIsland(root, loads[index] as Promise<Loaded>);
    await nextTask();
  }
  const started = new Set<HTMLElement>();
  const approached = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const root = later.find((candidate) => candidate.contains(entry.target));
        if (!root || started.has(root)) continue;
        started.add(root);
        for (const box of boxesOf(root)) approached.unobserve(box);
        void hydrateIsland(root, loadIsland(root));
      }
    },
    { rootMargin: `${NEAR} 0px` },
  );
  for (const root of later) for (const box of boxesOf(root)) approached.observe(box);
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<Toasts />);
  followSessionLoss();
  showCarriedToasts();
  // For tools that must not click before the page can answer (the e2e journeys), as the app marks it:
  // what is on screen is alive, and the rest comes alive as it is approached.
  document.documentElement.dataset.ready = 'true';
}
