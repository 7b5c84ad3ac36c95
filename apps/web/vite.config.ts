import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';
import { prerender } from './build/prerender.ts';

/**
 * What every page runs (React and react-dom, the router, who is signed in, the API client) in one
 * chunk: left to the automatic splitting it came as a dozen files, each compressed on its own, and the
 * JavaScript of `/` was 3.9 KB gzip larger (101.3 against 97.4 KB, bench:web, 2026-11-23).
 */
const everyPage = [
  /node_modules\/react\//,
  // Its browser build only: the preview renders templates with react-dom/server in a chunk of its own.
  /node_modules\/react-dom\/(?!.*server|.*static)/,
  /node_modules\/scheduler\//,
  /node_modules\/react-router\//,
  /\/src\/features\/auth\/api\/get-user\.ts$/,
  /\/src\/lib\/api-client\.ts$/,
  /\/src\/config\/paths\.ts$/,
  /\/src\/hooks\/use-action\.ts$/,
  /\/src\/hooks\/use-hydrated\.ts$/,
  /\/src\/components\/ui\/spinner\.tsx$/,
];

/** What the public pages' forms share (home, templates, about us), likewise in one chunk. */
const publicForms = [
  /\/src\/components\/ui\/form-field\.tsx$/,
  /\/src\/hooks\/use-schema-form\.ts$/,
  /\/src\/hooks\/use-typed-before-hydration\.ts$/,
  /\/src\/lib\/error-message\.ts$/,
];

// In development the API runs beside Vite (npm run dev); the browser sees one origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadApp(), prerender(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/dev': apiTarget,
      '/sites': apiTarget,
      // The sites' fonts: the preview and the theme controls' samples draw from them.
      '/_site-fonts': apiTarget,
      // Project images: the editor's thumbnails and preview show them.
      '/_images': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Every browser the app supports (React 19's) knows <link rel="modulepreload">.
      polyfill: false,
      // The boot script preloads the app itself (src/boot.ts), on a prerendered page only after the
      // first paint: Vite would preload the boot script's imports at once, competing with that paint.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith('assets/boot-') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/boot-[hash].js',
        codeSplitting: {
          // Vite's preload helper in a chunk of its own: left in the entry, every lazy chunk would import
          // the entry and so fetch the entry's stylesheet with it, which every page already has (linked
          // by index.html, inline in a prerendered page, which would then restyle the whole page).
          groups: [
            { name: 'preload-helper', test: /vite\/preload-helper/ },
            { name: 'core', test: (id) => everyPage.some((pattern) => pattern.test(id)) },
            { name: 'forms', test: (id) => publicForms.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
});
