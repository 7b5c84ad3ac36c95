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
    // expect.poll gives up after 1 s by default: too short for a page that loads a chunk on a
    // loaded machine. A poll still ends as soon as it holds.
    expect: { poll: { timeout: 20_000 } },
  },
});
