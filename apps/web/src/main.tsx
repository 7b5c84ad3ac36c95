import './app/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPages } from './app/preload-pages.ts';
import { routes } from './app/router.tsx';
import { showCarriedToasts } from './lib/toast.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// What a page of islands said as it moved here (an island's Log Out).
showCarriedToasts();

if (root.firstElementChild) {
  // A public page prerendered at build time (apps/web/build/prerender.ts): its HTML is already on
  // screen; once its route's code is here React takes it over as it is. As a transition, hydrating
  // yields to the browser every few milliseconds instead of holding the main thread until it is done.
  // Should the code fail to load, the page tries again as it renders and shows its error.
  preloadPages(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
