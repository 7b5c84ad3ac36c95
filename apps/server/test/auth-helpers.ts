import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Jar = Record<string, string>;

/** Keeps cookies across injected requests the way a browser would (cleared ones removed). */
export function updateJar(jar: Jar, res: LightMyRequestResponse): Jar {
  for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    const cleared = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
    if (cleared) delete jar[c.name];
    else jar[c.name] = c.value;
  }
  return jar;
}

/** The code of the newest mail to this address, read from the outbox as a person would. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = mail.text.match(/is: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

export async function count(
  app: FastifyInstance,
  table: 'users' | 'sessions' | 'mail_outbox',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A JSON POST as the signed-in `cookies` (none for a visitor). */
export const postJson = (app: FastifyInstance, cookies: Jar, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, cookies, payload });

export const registration = {
  userName: 'asha_rao',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  password: 'correct horse battery',
};

/** Registers through the real endpoints and returns the signed-in cookie jar. */
export async function registerUser(app: FastifyInstance, form = registration): Promise<Jar> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/v1/user/registerotp',
    payload: { email: form.email, userName: form.userName },
  });
  if (sent.statusCode !== 200) throw new Error(`registerotp: ${sent.body}`);
  const otp = await latestCode(app, form.email.toLowerCase());
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/registeruser',
    payload: { formData: form, otp },
  });
  if (res.statusCode !== 201) throw new Error(`registeruser: ${res.body}`);
  return updateJar({}, res);
}
