import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'techfolio', include: ['src/**/*.test.ts'] } });
