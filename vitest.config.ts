import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project names itself in its own vitest.config.ts.
export default defineConfig({
  test: { projects: ['packages/*', 'apps/*', 'e2e'] },
});
