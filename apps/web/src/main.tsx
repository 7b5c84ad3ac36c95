import './app/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { routes } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstElementChild) {
  // A public page prerendered at build time (apps/web/build/prerender.ts): its HTML is already on
  // screen; once its route's code is here React takes it over as it is.
  // Should the code fail to load, the router tries again itself and shows the page's error.
  resolveLazyRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
