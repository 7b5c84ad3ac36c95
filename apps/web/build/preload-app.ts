import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The app shell (index.html, for every page that is not prerendered) preloads the app's code with the
 * boot script, so starting the app costs one round trip rather than two (src/boot.ts imports
 * src/main.tsx only when it runs). Prerendered pages drop these links: they fetch the app after their
 * first paint (apps/web/build/prerender.ts).
 */
export function preloadApp(entry = '/src/main.tsx'): Plugin {
  return {
    name: 'portfolio-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
        if (!main) throw new Error(`The build has no chunk for ${entry}.`);
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            add(imported);
        };
        add(main.fileName);
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
