import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

// In development the API runs beside Vite (npm run dev); the browser sees one origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/dev': apiTarget, '/sites': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
