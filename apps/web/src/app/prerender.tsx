import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppTree } from './app.tsx';
import { preloadPages } from './preload-pages.ts';
import { routes } from './router.tsx';

/**
 * The public pages rendered to HTML at build time (apps/web/build/prerender.ts), each as an
 * anonymous visitor sees it before anything is fetched; each is a page of islands (decision 59), and
 * the app hydrates it instead for a signed-in visitor of `appWhenSignedInPaths` (main.tsx).
 */
export const prerenderedPaths = [
  paths.home,
  paths.templates,
  paths.faq,
  paths.blog,
  paths.aboutUs,
  paths.termsAndConditions,
  paths.privacyPolicy,
  paths.refundPolicy,
] as const;

/**
 * The pages of islands whose signed-in visitor gets the app instead: their own sites lead these pages,
 * with payments, dialogs and the query library, which are the app's and not islands.
 */
export const appWhenSignedInPaths: ReadonlySet<string> = new Set([paths.home, paths.templates]);

export type PrerenderedPage = {
  path: string;
  /** The inside of #root. */
  html: string;
  /** The page's <title>, and any other tags React hoists to <head> (an image preload), in order. */
  head: string;
};

/** Renders one page's markup (the inside of #root) and its <title>. */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  // Nothing may suspend (React would stream the rest with an inline script, which the CSP refuses):
  // the page's code is loaded first, as the browser does before hydrating (main.tsx).
  await preloadPages(routes, path);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppTree />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A large page is otherwise sent as a separate part revealed by an inline script (the CSP refuses
      // inline scripts): one document, in order, whatever its size.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`${path} failed to render`, { cause: errors[0] });
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();

  if (markup.includes('<script')) throw new Error(`${path} rendered a script: something on it suspended.`);
  // Rendering less than a whole document, React writes what belongs in <head> (the page's <title>,
  // preloads) first: it is moved there.
  const head = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  return { path, html: markup.slice(head.length), head };
}
