import type { buildApp } from '@portfolio/server/app';
import { type Config, loadConfig } from '@portfolio/server/config';
import { TEMPLATES } from '@portfolio/shared/templates';

/**
 * The settings of every benchmark's app: production mode on a data folder of its own, no log, mail
 * kept in the outbox and payments in the sandbox; `env` adds to them or overrides them.
 */
export function benchConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-of-at-least-thirty-two-chars',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_PROVIDER: 'sandbox',
    SEED_DEMO: 'false',
    ...env,
  });
}

/** The templates a bench goes through: all, or those BENCH_TEMPLATES names by id ("2,8"). */
export function benchTemplates() {
  const ids = (process.env.BENCH_TEMPLATES ?? '').split(',').filter(Boolean).map(Number);
  return ids.length > 0 ? TEMPLATES.filter((template) => ids.includes(template.id)) : TEMPLATES;
}

/**
 * Reads the sign-in code last mailed to an address from the app's outbox (benchConfig keeps mail
 * there), as the person would from their inbox.
 */
export function codeMailedBy(app: Awaited<ReturnType<typeof buildApp>>) {
  return async (email: string): Promise<string> => {
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return mail.text.match(/is: (\d{6})/)?.[1] ?? '';
  };
}

/** The session cookies an answer set, by name. */
const cookiesOf = (res: { cookies: unknown }): Record<string, string> =>
  Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));

/** A session for an account, through the real sign-in (the code read from the outbox): its cookies. */
export async function signIn(
  app: Awaited<ReturnType<typeof buildApp>>,
  email: string,
): Promise<Record<string, string>> {
  await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/verifyOtp',
    payload: { email, otp: await codeMailedBy(app)(email) },
  });
  return cookiesOf(res);
}

/** A new account, through the real sign-up (the code read from the outbox): its session's cookies. */
export async function registerAccount(
  app: Awaited<ReturnType<typeof buildApp>>,
  person: { userName: string; fullName: string; email: string; password: string },
): Promise<Record<string, string>> {
  await app.inject({
    method: 'POST',
    url: '/api/v1/user/registerotp',
    payload: { email: person.email, userName: person.userName },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/registeruser',
    payload: { formData: person, otp: await codeMailedBy(app)(person.email) },
  });
  if (res.statusCode >= 400) throw new Error(`registeruser: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}
