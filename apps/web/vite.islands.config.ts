import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { ISLANDS_ENTRY, ISLANDS_OUT_DIR } from './build/islands.ts';

/**
 * The islands of the prerendered pages (decision 59): their components, from the same sources as the
 * app, built with Preact's React compatibility (about a tenth of React's size) and without the router,
 * whose links on such a page are plain links (src/islands/router-shim.tsx). Built before the app into
 * dist-islands/; the app's build copies it into dist/assets and names its entry in the pages that run
 * islands (build/prerender.ts).
 */
/** What each React module is in an island. */
const compat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * React becomes Preact everywhere but in the site templates (packages/templates) and React's own
 * modules: the template preview renders a real site with react-dom/server, as publishing does, so it
 * stays byte for byte what an owner gets; that chunk loads only with the first Preview.
 */
function preactForReact(): Plugin {
  const keepsReact = (importer: string | undefined) =>
    importer !== undefined &&
    /[\\/](packages[\\/]templates|node_modules[\\/]react(-dom)?)[\\/]/.test(importer);
  return {
    name: 'portfolio-preact-for-react',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = compat[source];
      if (!target || keepsReact(importer)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactForReact()],
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: path.resolve(import.meta.dirname, 'src/islands/router-shim.tsx'),
      },
    ],
  },
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: ISLANDS_ENTRY,
      // sonner's 'use client' means something to a server-components bundler only: none here.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
});
