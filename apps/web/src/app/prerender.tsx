import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/**
 * The public pages rendered to HTML at build time (apps/web/build/prerender.ts), each as an
 * anonymous visitor sees it before anything is fetched; the browser hydrates them (main.tsx).
 */
export const prerenderedPaths = [
  '/',
  '/templates',
  '/FAQ',
  '/blog',
  '/aboutus',
  '/termsandconditions',
  '/privacypolicy',
  '/refundpolicy',
] as const;

export type PrerenderedPage = {
  path: string;
  /** The inside of #root. */
  html: string;
  /** The page's <title>, and any other tags React hoists to <head> (an image preload), in order. */
  head: string;
};

/** Renders one page's markup (the inside of #root) and its <title>. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered.`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        {/* No inline hydration script: the CSP allows none, and no route has data to pass on. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();

  // Rendering less than a whole document, React writes what belongs in <head> (the page's <title>,
  // preloads) first: it is moved there.
  const head = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  return { path, html: markup.slice(head.length), head };
}
