import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    // Logic and static-markup tests run in Node, as the prerendering does. A component test that clicks
    // and types opts into a DOM with `// @vitest-environment happy-dom` on its first line: per file,
    // since Vitest no longer maps environments by glob, and a file that forgets it fails at once
    // (`document is not defined`) rather than passing quietly.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup.ts'],
    // A test's `vi.stubGlobal('fetch', …)` ends with the test.
    unstubGlobals: true,
  },
});
