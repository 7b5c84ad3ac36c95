import type { HtmlTagDescriptor, Plugin } from 'vite';
import { APP_ENTRY, chunkImports, withImports } from './chunk-graph.ts';

/**
 * The app shell (index.html, for every page that is not prerendered) preloads the app's code with the
 * boot script, so starting the app costs one round trip rather than two (src/boot.ts imports
 * src/main.tsx only when it runs). Prerendered pages drop these links: they fetch the app after their
 * first paint (apps/web/build/prerender.ts).
 */
export function preloadApp(): Plugin {
  return {
    name: 'portfolio-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const main = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(APP_ENTRY),
        );
        if (!main) throw new Error(`The build has no chunk for ${APP_ENTRY}.`);
        const files = withImports([main.fileName], chunkImports(bundle));
        return [...files].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
