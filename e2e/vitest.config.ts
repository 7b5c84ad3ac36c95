import { defineConfig } from 'vitest/config';

// Journeys drive one real Chromium against one production server (started in global-setup);
// files run one after another: the machine has two cores and the browser wants one.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
