import path from 'node:path';
import { defineConfig } from 'vite';
import { ISLANDS_ENTRY, ISLANDS_OUT_DIR } from './build/islands.ts';

/**
 * The islands of the prerendered pages (decision 59): their components, from the same sources as the
 * app, built with Preact's React compatibility (about a tenth of React's size) and without the router,
 * whose links on such a page are plain links (src/islands/router-shim.tsx). Built before the app into
 * dist-islands/; the app's build copies it into dist/assets and names its entry in the pages that run
 * islands (build/prerender.ts).
 */
const exactly = (name: string) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`);

export default defineConfig({
  resolve: {
    alias: [
      { find: exactly('react'), replacement: 'preact/compat' },
      { find: exactly('react-dom'), replacement: 'preact/compat' },
      { find: exactly('react-dom/client'), replacement: 'preact/compat/client' },
      { find: exactly('react/jsx-runtime'), replacement: 'preact/compat/jsx-runtime' },
      { find: exactly('react/jsx-dev-runtime'), replacement: 'preact/compat/jsx-dev-runtime' },
      {
        find: exactly('react-router'),
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
