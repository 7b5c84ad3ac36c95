import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { APP_ENTRY, chunkImports, withImports } from './chunk-graph.ts';
import { copyIslands } from './islands.ts';

/** Where the prerendered pages go in the build, one file per path: what apps/server/src/web/spa.ts serves. */
export const PRERENDERED_DIR = 'pages';

/** The file of a prerendered path: `/` is index.html, `/FAQ` is faq.html (paths match case-insensitively). */
export function prerenderedFileName(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return `${name === '' ? 'index' : name}.html`;
}

type PrerenderModule = typeof import('../src/app/prerender.tsx');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * After the client build, renders each public page to HTML (src/app/prerender.tsx, loaded through
 * Vite so it resolves exactly as the app does) into dist/pages/<path>.html: the built index.html
 * with the page inside #root, its title, and the app's and the page's chunks listed in a
 * `pm-modulepreload` meta tag, which the boot script (src/boot.ts) preloads after the first paint.
 * Runs before precompress (which then compresses these too).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  /** Built chunk file of each source module that is a chunk's entry (a route's page, the app). */
  const chunkFiles = new Map<string, string>();
  /** What each chunk file imports. */
  let imports = new Map<string, readonly string[]>();
  /** Built file of each imported asset by its source path (`src/assets/x.svg`). */
  const assets = new Map<string, string>();
  /** The islands' script (build/islands.ts), copied into this build. */
  let islandsScript = '';
  return {
    name: 'portfolio-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          for (const source of output.originalFileNames) assets.set(source, output.fileName);
        } else if (output.facadeModuleId) {
          chunkFiles.set(output.facadeModuleId, output.fileName);
        }
      }
      imports = chunkImports(bundle);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        try {
          islandsScript = `/${escapeHtml(copyIslands(root, outDir))}`;
          const entry = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
          // The stylesheet goes inline: the page paints from its HTML alone, with no request before it
          // (the CSP allows inline styles; the app shell for other routes still links the file).
          const template = fs
            .readFileSync(path.join(outDir, 'index.html'), 'utf8')
            .replace(
              /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
              (_tag, file: string) => {
                const css = fs
                  .readFileSync(path.join(outDir, file), 'utf8')
                  .replaceAll('</style', '<\\/style');
                return `<style>${css}</style>`;
              },
            )
            // The page is on screen without its scripts: the boot script (src/boot.ts) is requested at
            // low priority and fetches the app only after the first paint, so the shell's preloads go.
            .replaceAll(
              '<script type="module" crossorigin',
              '<script type="module" fetchpriority="low" crossorigin',
            )
            .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
          const pagesDir = path.join(outDir, PRERENDERED_DIR);
          fs.mkdirSync(pagesDir, { recursive: true });
          const moduleGraph = server.environments.ssr.moduleGraph;
          for (const pathname of entry.prerenderedPaths) {
            // The route modules this page runs are those loaded (transformed) first while rendering it.
            const loaded = () =>
              [...moduleGraph.idToModuleMap.values()].filter((m) => m.transformResult).map((m) => m.id);
            const loadedBefore = new Set(loaded());
            const page = await entry.prerenderPage(pathname);
            const routeModules = loaded().filter(
              (id): id is string => id !== null && !loadedBefore.has(id) && id.includes('/src/app/routes/'),
            );
            const title = /<title>.*?<\/title>/.exec(page.head)?.[0];
            // React preloads the images it expects first on screen: the page's largest paint, so first.
            const head = page.head
              .replace(/<title>.*?<\/title>/, '')
              .replace(/<meta name="description"[^>]*>/, '')
              .replaceAll(
                '<link rel="preload" as="image"',
                '<link rel="preload" as="image" fetchpriority="high"',
              );
            // The page's own description (MetaDescription), when it has one, goes in the site's tag, which
            // keeps the site's text in data-site-content for the pages without one.
            const description = /<meta name="description" content="([^"]*)"\/?>/.exec(page.head);
            const pageTemplate = description
              ? template.replace(
                  /<meta name="description" content="([^"]*)"/,
                  (_tag, site: string) =>
                    `<meta name="description" content="${description[1]}" data-site-content="${site}"`,
                )
              : template;
            const withPage = pageTemplate
              .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
              .replace(/<title>.*?<\/title>/, (tag) => title ?? tag);
            const html = builtAssetUrls(
              asPageOfIslands(withPage, head, routeModules, entry.appWhenSignedInPaths.has(pathname)),
            );
            if (!html.includes('<div id="root"><'))
              throw new Error('index.html has no empty <div id="root">.');
            fs.writeFileSync(path.join(pagesDir, prerenderedFileName(pathname)), html);
          }
        } finally {
          await server.close();
        }
      },
    },
  };

  /**
   * A page of islands (decision 59) loads their script instead of the boot script, and names the app's
   * code for the islands to fetch into the cache when the visitor is idle. On a page whose signed-in
   * visitor gets the app instead, it also names the boot script and what it preloads, for the islands'
   * script to start when the sign-in hint is there (src/islands/main.ts).
   */
  function asPageOfIslands(html: string, head: string, routeModules: string[], appWhenSignedIn: boolean) {
    const [bootTag, boot] = /<script type="module"[^>]* src="(\/assets\/boot-[^"]+)">/.exec(html) ?? [];
    if (!bootTag || !boot)
      throw new Error('index.html has no boot script to replace with the islands script.');
    const forSignedIn = appWhenSignedIn
      ? `${appFiles('pm-modulepreload', routeModules)}<meta name="pm-app-when-signed-in" content="${boot}">`
      : '';
    // `async`: the script runs when it arrives, in a task of its own, not in the one that ends the
    // parse, which lays the whole page out (two tasks under 50 ms on a slow phone, where one was over).
    return html
      .replace(
        bootTag,
        () => `<script type="module" async fetchpriority="low" crossorigin src="${islandsScript}">`,
      )
      .replace('</head>', () => `${head}${appFiles('pm-app', [])}${forSignedIn}</head>`);
  }

  /**
   * Rendered through Vite's dev pipeline, an imported asset's URL is its source path
   * (`/src/assets/x.svg?no-inline`): each becomes the built file's URL, as the browser's render has.
   */
  function builtAssetUrls(html: string): string {
    return html.replace(/"\/(src\/[^"?]+)(\?[^"]*)?"/g, (_match, source: string) => {
      const file = assets.get(source);
      if (!file) throw new Error(`The prerendered HTML refers to ${source}, which the build did not emit.`);
      return `"/${file}"`;
    });
  }

  /**
   * The app's entry and the route modules a page renders, with what they import: for the boot script
   * to preload after the first paint (`<meta name="pm-modulepreload" content="/assets/a.js …">`), or
   * for a page of islands to prefetch when idle (`pm-app`).
   */
  function appFiles(metaName: 'pm-modulepreload' | 'pm-app', routeModules: string[]): string {
    const entry = [...chunkFiles].find(([id]) => id.endsWith(APP_ENTRY))?.[1];
    if (!entry) throw new Error(`The build has no chunk for ${APP_ENTRY}.`);
    const files = withImports([entry, ...routeModules.flatMap((id) => chunkFiles.get(id) ?? [])], imports);
    const urls = [...files].map((file) => `/${escapeHtml(file)}`);
    return `<meta name="${metaName}" content="${urls.join(' ')}">`;
  }
}
