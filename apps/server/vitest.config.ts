import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // A test that seeds the demo sites publishes eight of them (about 6 s on a quiet 2-core machine);
    // with the journeys beside it, three times that has been seen. The deadline must hold under load.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // s3rver, the tests' S3, makes a listing's continuation marker with DES, which OpenSSL 3 keeps in
    // its legacy provider: without it every listing longer than a page fails there with a 500.
    execArgv: ['--openssl-legacy-provider'],
  },
});
