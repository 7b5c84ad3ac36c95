import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/app.db`. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** The built web app; served when the folder holds an index.html. */
  webDistDir: string;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message}`,
    );
  }
  const c = result.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    webDistDir: path.resolve(c.WEB_DIST_DIR),
  };
}
