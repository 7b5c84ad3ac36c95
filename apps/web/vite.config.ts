import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';
import { prerender } from './build/prerender.ts';

// In development the API runs beside Vite (npm run dev); the browser sees one origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadApp(), prerender(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/dev': apiTarget, '/sites': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Every browser the app supports (React 19's) knows <link rel="modulepreload">.
      polyfill: false,
      // The boot script preloads the app itself, a few links per task (src/boot.ts): Vite would add
      // them all in one task, which on a slow phone blocks the page for 100 ms or more.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.startsWith('assets/boot-') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/boot-[hash].js',
        codeSplitting: {
          // Vite's preload helper in a chunk of its own: left in the entry, every lazy chunk would import
          // the entry and so fetch the entry's stylesheet with it, which every page already has (linked
          // by index.html, inline in a prerendered page, which would then restyle the whole page).
          groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }],
        },
      },
    },
  },
});
