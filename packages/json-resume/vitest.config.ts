import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'json-resume', include: ['src/**/*.test.ts'] } });
