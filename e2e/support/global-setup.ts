import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const ACCESS_TOKEN_TTL_SECONDS = 3;
export const ADMIN_EMAIL = 'admin@e2e.test';
/** A second administrator for the accounts journey, so journeys never depend on each other's order. */
export const NAVIGATION_ADMIN_EMAIL = 'nav-admin@e2e.test';
/** The operator's console journey's administrator. */
export const CONSOLE_ADMIN_EMAIL = 'console-admin@e2e.test';

/** Starts the production build on a free port with a fresh data folder; stops and removes it after. */
export default async function setup(project: TestProject) {
  const distIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(distIndex)) {
    throw new Error('No web build: run "npm run build" before the end-to-end journeys (npm test does).');
  }
  const server = await startServer({
    // Access tokens expire within a journey, so every journey also exercises renewal.
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
    ADMIN_EMAILS: `${ADMIN_EMAIL},${NAVIGATION_ADMIN_EMAIL},${CONSOLE_ADMIN_EMAIL}`,
  });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
