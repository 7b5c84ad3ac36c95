// The clients of bench:load: each a browser with one keep-alive connection from a loopback address of
// its own, and the owner it signs in as, set up through the real API (register, create, pay, publish).
import http from 'node:http';
import zlib from 'node:zlib';
import { apiPaths } from '@portfolio/shared/api';
import { sampleSite } from '@portfolio/templates/sample-site';
import sharp from 'sharp';

export type Body = { data: Buffer; type: string };
export type Answer = {
  status: number;
  body: Buffer;
  encoding: string | undefined;
  retryAfter: string | undefined;
};
export type Browser = {
  /** The session cookies, kept as a browser keeps them. */
  jar: Map<string, string>;
  send: (method: string, path: string, options?: { host?: string; body?: Body }) => Promise<Answer>;
};

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0';
const PASSWORD = 'correct horse battery';

/**
 * Client `index`'s address: 127.{index + 1}.0.1, so each client is one visitor to the per-IP limits
 * (Linux answers all of 127/8 on loopback), in a /16 of its own should a limit key by prefix.
 */
export function clientAddress(index: number): string {
  if (index > 253) throw new Error('at most 254 connections: one loopback /16 each');
  return `127.${index + 1}.0.1`;
}

function keepCookies(jar: Map<string, string>, setCookies: string[] | undefined) {
  for (const cookie of setCookies ?? []) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
}

export function browser(port: number, localAddress: string): Browser {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const jar = new Map<string, string>();
  const send: Browser['send'] = (method, path, { host, body } = {}) =>
    new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {
        'user-agent': USER_AGENT,
        'accept-encoding': 'br, gzip',
        ...(host && { host }),
        ...(jar.size > 0 && { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...(body && { 'content-type': body.type, 'content-length': body.data.length }),
      };
      const request = http.request(
        { host: '127.0.0.1', port, localAddress, method, path, agent, headers, timeout: 60_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            keepCookies(jar, res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              encoding: res.headers['content-encoding'],
              retryAfter: res.headers['retry-after'],
            });
          });
          res.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer in 60 s')));
      request.on('error', reject);
      request.end(body?.data);
    });
  return { jar, send };
}

export const json = (value: unknown): Body => ({
  data: Buffer.from(JSON.stringify(value)),
  type: 'application/json',
});

/** The portfolio form as a browser's FormData sends it, with a cover when given. */
export async function portfolioForm(fields: Record<string, string>, cover?: Buffer): Promise<Body> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (cover)
    form.append('coverImage', new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }), 'cover.jpg');
  const encoded = new Response(form);
  return {
    data: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') as string,
  };
}

/** A photo-like JPEG (noise does not compress, so it keeps its size): a cover as a phone uploads it. */
export async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export type Owner = {
  email: string;
  hostingName: string;
  portfolioId: string;
  /** The portfolio's text fields (the lists as JSON), as the editor sends them on a save. */
  fields: Record<string, string>;
};

/** The body as text, decoded as a browser would (the clients accept Brotli and gzip). */
export function text({ body, encoding }: Answer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

/**
 * The answer's data when it has `status`. A busy server's 503 or 429 with Retry-After is waited out
 * and the request sent again, as the editor's user would (setting up is not what is measured).
 */
export async function expect(send: () => Promise<Answer>, status: number, what: string) {
  for (let tries = 1; ; tries += 1) {
    const res = await send();
    const busy = (res.status === 503 || res.status === 429) && res.retryAfter !== undefined;
    if (busy && tries < 10) {
      await new Promise((resolve) => setTimeout(resolve, Number(res.retryAfter) * 1000));
      continue;
    }
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${text(res).slice(0, 300)}`);
    return JSON.parse(text(res)).data;
  }
}

/** An account made through the real API: the code mailed for `email` read by `codeMailedTo`. */
export async function registerAccount(
  client: Browser,
  person: { email: string; userName: string; fullName: string },
  codeMailedTo: (email: string) => Promise<string>,
): Promise<void> {
  const { email, userName, fullName } = person;
  await expect(
    () => client.send('POST', apiPaths.registerOtp, { body: json({ email, userName }) }),
    200,
    'registerotp',
  );
  const formData = { userName, fullName, email, password: PASSWORD };
  const otp = await codeMailedTo(email);
  await expect(
    () => client.send('POST', apiPaths.registerUser, { body: json({ formData, otp }) }),
    201,
    'register',
  );
}

/**
 * A new portfolio of the signed-in account made live as its owner would: created with `fields`
 * (hostingName among them) and a cover, ordered, paid in the sandbox and verified. Its id.
 */
export async function publishNew(client: Browser, fields: Record<string, string>, cover: Buffer) {
  const hostingName = fields.hostingName as string;
  const form = await portfolioForm(fields, cover);
  const created = await expect(
    () => client.send('POST', apiPaths.createPortfolio, { body: form }),
    201,
    'create',
  );
  const order = await expect(
    () => client.send('POST', apiPaths.createOrder, { body: json({ hostingName }) }),
    201,
    'order',
  );
  const paid = await expect(
    () => client.send('POST', apiPaths.sandboxPay, { body: json({ orderId: order.id, outcome: 'success' }) }),
    200,
    'sandbox pay',
  );
  await expect(
    () => client.send('POST', apiPaths.verifyPayment, { body: json({ ...paid, hostingName }) }),
    200,
    'verify',
  );
  return created._id as string;
}

/** The portfolio's text fields (the lists as JSON), as the editor sends them, from its content. */
export function formFields(content: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

/**
 * Owner `index` as a person would become one through the real API: registers (reading the mailed
 * code), creates a portfolio with a cover, orders, pays in the sandbox and verifies: a live site.
 */
export async function setUpOwner(
  client: Browser,
  index: number,
  codeMailedTo: (email: string) => Promise<string>,
  cover: Buffer,
): Promise<Owner> {
  const email = `load${index}@example.com`;
  const fullName = `Load Owner ${index}`;
  await registerAccount(client, { email, userName: `load_owner_${index}`, fullName }, codeMailedTo);
  const hostingName = `load-site-${index}`;
  const fields = { hostingName, ...formFields({ ...sampleSite, name: fullName, email }) };
  const portfolioId = await publishNew(client, fields, cover);
  return { email, hostingName, portfolioId, fields: { ...fields, _id: portfolioId } };
}

export const passwordSignIn = (client: Browser, owner: Pick<Owner, 'email'>) =>
  client.send('POST', apiPaths.loginWithPassword, { body: json({ email: owner.email, password: PASSWORD }) });
