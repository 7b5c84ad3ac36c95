import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'resume-pdf', include: ['src/**/*.test.ts'] } });
