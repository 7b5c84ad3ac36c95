import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, type DialectName } from './helpers.ts';
import { sandboxPay } from './payment-helpers.ts';

/** A real JPEG with EXIF and GPS metadata, like a phone photo. */
export async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Asha Rao', Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 4, background: '#f5a623' } })
    .png()
    .toBuffer();
}

export type FormFields = Record<string, string>;

/** A multipart body exactly as a browser's FormData sends it. */
export async function multipart(fields: FormFields, cover?: { data: Buffer; type?: string; name?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (cover) {
    form.append(
      'coverImage',
      new Blob([new Uint8Array(cover.data)], { type: cover.type ?? 'image/jpeg' }),
      cover.name ?? 'cover.jpg',
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

export const fullPortfolio: FormFields = {
  hostingName: 'asha-rao',
  title: 'Asha Rao — Frontend Engineer',
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '+91 98765 43210',
  alternateContactNumber: '',
  linkidenUrl: 'https://www.linkedin.com/in/asha',
  githubUrl: 'https://github.com/asha',
  summary: 'I build fast, accessible web apps.',
  aboutMe: 'Eight years of React and TypeScript.',
  address: 'Bengaluru, India',
  instagramUrl: '',
  facebookUrl: '',
  twitterUrl: 'https://twitter.com/asha',
  educations: JSON.stringify([
    {
      schoolCollegeName: 'IIT Madras',
      course: 'B.Tech',
      startDate: '2012-07-01',
      endDate: '2016-05-31',
      majorField: 'Computer Science',
      percentage: '86%',
      yourLearning: 'Algorithms',
    },
  ]),
  projects: JSON.stringify([
    {
      title: 'Portfolio Maker',
      role: 'Lead',
      startDate: '2024-01-01',
      endDate: '',
      techStack: 'React, Fastify',
      link: 'https://example.com',
      details: 'A site builder.',
    },
  ]),
  experiences: JSON.stringify([
    {
      companyName: 'Acme',
      role: 'Engineer',
      startDate: '2016-06-01',
      endDate: '2020-01-01',
      techStack: 'Vue',
      summary: 'Shipped things.',
    },
  ]),
  achievements: JSON.stringify([
    { title: 'Speaker', description: 'JSConf India', date: '2023-02-01', link: '' },
  ]),
  // The form starts each list with one empty item: it is dropped, not stored.
  articles: JSON.stringify([{ date: '', title: '', description: '', link: '' }]),
};

/** Sends the create form as the owner's browser does, with a small PNG cover; the answer as it came. */
export async function postPortfolio(
  app: FastifyInstance,
  cookies: Record<string, string>,
  fields: FormFields,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/userData/portfolioData',
    cookies,
    ...(await multipart(fields, { data: await smallPng(), type: 'image/png' })),
  });
}

/** Creates a portfolio (with a cover) as the signed-in `cookies`, through the real endpoint; returns its id. */
export async function createPortfolio(
  app: FastifyInstance,
  cookies: Record<string, string>,
  fields: FormFields = fullPortfolio,
): Promise<string> {
  const created = await postPortfolio(app, cookies, fields);
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  return created.json().data._id;
}

/** Saves a portfolio (with a new cover when given) as the owner's form does; returns the answer's data. */
export async function updatePortfolio(
  app: FastifyInstance,
  cookies: Jar,
  fields: FormFields,
  cover?: Buffer,
) {
  const form = await multipart(fields, cover && { data: cover, type: 'image/png' });
  const res = await app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies, ...form });
  if (res.statusCode !== 200) throw new Error(`update: ${res.body}`);
  return res.json().data;
}

/** The text of a PDF résumé, a line per text run. */
export async function readPdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.join('\n');
}

/**
 * A live site: creates the portfolio (with a cover) as the signed-in `cookies`, orders, pays in the
 * sandbox and verifies, through the real endpoints. Returns the portfolio's id.
 */
export async function publishPortfolio(
  app: FastifyInstance,
  cookies: Record<string, string>,
  fields: FormFields = fullPortfolio,
): Promise<string> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, cookies, payload });
    if (res.statusCode >= 400) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  const id = await createPortfolio(app, cookies, fields);
  const hostingName = fields.hostingName as string;
  const order = await post('/api/v1/payment/createorder', { hostingName });
  const signed = await sandboxPay(app, cookies, order.id);
  await post('/api/v1/payment/verifyPayment', { ...signed, hostingName });
  return id;
}

/**
 * A test app on a database of its own whose first account (`registration`) owns a live site;
 * `t.close()` it after the test.
 */
export async function appWithLiveSite(
  dialect: DialectName,
  env: NodeJS.ProcessEnv = {},
  options: Parameters<typeof createTestApp>[2] = {},
) {
  const t = await createTestApp(dialect, env, options);
  const owner = await registerUser(t.app);
  const id = await publishPortfolio(t.app, owner);
  return { t, app: t.app, owner, id };
}

/** A published file made off the save's path (the PDF résumé): asks until it is there, up to 30 s. */
export async function madeSoon<R extends { statusCode: number }>(ask: () => Promise<R>): Promise<R> {
  const until = Date.now() + 30_000;
  let answer = await ask();
  while (answer.statusCode === 404 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await ask();
  }
  return answer;
}

/** The section ids of a published page, in order: its headings, and its table of contents. */
export const sectionsOf = (html: string) => ({
  headings: [...html.matchAll(/<h2 id="([a-z0-9-]+)-title">/g)].map((m) => m[1]),
  toc: [...(html.match(/<nav class="toc".*?<\/nav>/s)?.[0] ?? '').matchAll(/href="#([a-z0-9-]+)"/g)].map(
    (m) => m[1],
  ),
});
