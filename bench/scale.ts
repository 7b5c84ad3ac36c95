// The app on a large database: 10 000 accounts, 10 000 portfolios (2 000 live) and 100 000 messages,
// on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. Prints start-up time,
// memory, and p50/p99 of the admin lists at each page size and on their last page, of the operator's
// console (portfolio search, payments with totals, per-day metrics for 30 and 90 days), of an owner's
// portfolio list and of a publish. Prints figures only. Run: npm run bench:scale [-- samples]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { thisRelease } from '@portfolio/server/modules/sites/render-version';
import { sampleSite } from '@portfolio/templates/sample-site';
import { waitFor } from '@portfolio/test-support/wait-for';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { freshDatabase } from './fresh-database.ts';

// The process runs as in production (docs/operations.md): React, which renders every published page
// and PDF résumé, picks its production build by NODE_ENV when it is first loaded, so the app is
// loaded after it is set. Its development build made a publish's page render ten times slower.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('@portfolio/server/app');
const { benchConfig, registerAccount, signIn } = await import('./bench-config.ts');
const { time } = await import('./timing.ts');

// `--sites N`: the very large data set on PostgreSQL instead (bench/scale-million.ts).
const sitesArg = process.argv.indexOf('--sites');
if (sitesArg >= 0) {
  const { runScaleMillion } = await import('./scale-million.ts');
  const rest = process.argv.slice(2).filter((_, k) => k !== sitesArg - 2 && k !== sitesArg - 1);
  await runScaleMillion(Number(process.argv[sitesArg + 1]), Number(rest[0] ?? 200));
  process.exit(0);
}
const samples = Number(process.argv[2] ?? 200);
const ACCOUNTS = 10_000;
const LIVE = 2_000;
const MESSAGES = 100_000;
const COVER_KEY = 'covers/00000000-0000-7000-8000-000000000bench.webp';

// Rows go straight into the tables, as the migrations made them: untyped, like the migrations.
// biome-ignore lint/suspicious/noExplicitAny: the seeder writes rows by table name, as migrations do
type Db = Kysely<any>;

function config(dataDir: string, databaseUrl?: string) {
  return benchConfig(dataDir, { DATABASE_URL: databaseUrl, ADMIN_EMAILS: 'admin@example.com' });
}

/** Inserts rows in batches of 500 inside one transaction per table. */
async function insertMany(db: Db, table: string, count: number, row: (i: number) => Record<string, unknown>) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => row(start + k));
      await trx.insertInto(table).values(rows).execute();
    }
  });
}

// Spread over the last 115 days (100 s apart), so the per-day metrics have 90 days of data to count.
const SEED_START = Date.now() - 115 * 86_400_000;
const at = (i: number) => new Date(SEED_START + i * 100_000).toISOString();
const id = (prefix: string, i: number) => `${prefix}-${String(i).padStart(6, '0')}`;

/** The big data set, written straight into the tables (the app's own migrations made them). */
async function seed(db: Db, coverKey: string) {
  const content = JSON.stringify(sampleSite);
  await insertMany(db, 'users', ACCOUNTS, (i) => ({
    id: id('u', i),
    user_name: `user${i}`,
    user_name_key: `user${i}`,
    full_name: `User ${i}`,
    email: `user${i}@example.com`,
    password_hash: '!',
    role: 'USER',
    created_at: at(i),
  }));
  await insertMany(db, 'portfolios', ACCOUNTS, (i) => ({
    id: id('p', i),
    user_id: id('u', i),
    hosting_name: `site-${i}`,
    title: sampleSite.title,
    content,
    cover_image: coverKey,
    cover_width: 1200,
    cover_height: 675,
    status: i < LIVE ? 'live' : 'awaiting_payment',
    created_at: at(i),
    updated_at: at(i),
    published_at: i < LIVE ? at(i) : null,
    render_version: i < LIVE ? thisRelease().render : null,
    resume_version: i < LIVE ? thisRelease().resume : null,
  }));
  // Each live site's paid order, paid a minute after its portfolio was made.
  await insertMany(db, 'orders', LIVE, (i) => ({
    id: id('o', i),
    user_id: id('u', i),
    portfolio_id: id('p', i),
    hosting_name: `site-${i}`,
    provider: 'sandbox',
    amount: 49_900,
    currency: 'INR',
    status: 'paid',
    payment_id: `pay-${i}`,
    created_at: at(i),
    paid_at: new Date(Date.parse(at(i)) + 60_000).toISOString(),
  }));
  await insertMany(db, 'contact_messages', MESSAGES, (i) => ({
    id: id('m', i),
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: `Hello, this is message number ${i}. I would like to talk about a portfolio.`,
    created_at: at(i),
  }));
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-scale-'));
  // First start: migrations, then the data set and two accounts of our own.
  const seeding = await buildApp(config(dataDir, databaseUrl));
  const admin = {
    userName: 'admin',
    fullName: 'Admin',
    email: 'admin@example.com',
    password: 'correct horse battery',
  };
  const owner = {
    userName: 'owner',
    fullName: 'Owner',
    email: 'owner@example.com',
    password: 'correct horse battery',
  };
  for (const who of [admin, owner]) await registerAccount(seeding, who);
  // One cover image shared by every portfolio, where disk storage keeps covers.
  const cover = path.join(dataDir, 'files', COVER_KEY);
  fs.mkdirSync(path.dirname(cover), { recursive: true });
  fs.writeFileSync(
    cover,
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#4338ca' } })
      .webp()
      .toBuffer(),
  );
  const seedStarted = performance.now();
  await seed(seeding.db as Db, COVER_KEY);
  const seededIn = (performance.now() - seedStarted) / 1000;
  await seeding.close();

  // Second start, on the full database: what an operator waits for after a deploy.
  const started = performance.now();
  const app = await buildApp(config(dataDir, databaseUrl));
  await app.ready();
  const startup = performance.now() - started;

  const adminJar = await signIn(app, admin.email);
  const ownerJar = await signIn(app, owner.email);
  const ownerId = (
    await app.db.selectFrom('users').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow()
  ).id;
  // The owner has five portfolios among the 10 000; one of them live, to publish.
  await insertMany(app.db as Db, 'portfolios', 5, (i) => ({
    id: id('owner-p', i),
    user_id: ownerId,
    hosting_name: `owner-site-${i}`,
    title: sampleSite.title,
    content: JSON.stringify(sampleSite),
    cover_image: COVER_KEY,
    cover_width: 1200,
    cover_height: 675,
    status: i === 0 ? 'live' : 'awaiting_payment',
    created_at: at(i),
    updated_at: at(i),
    published_at: i === 0 ? at(i) : null,
    render_version: i === 0 ? thisRelease().render : null,
    resume_version: i === 0 ? thisRelease().resume : null,
  }));

  const rows: Record<string, unknown>[] = [];
  const lists = [
    ['users', '/api/v1/admin/userlist', ACCOUNTS + 2],
    ['contact messages', '/api/v1/admin/contactmessages', MESSAGES],
  ] as const;
  for (const [name, url, total] of lists) {
    for (const limit of [5, 10, 20]) {
      const last = Math.ceil(total / limit) - 1;
      for (const [which, page] of [
        ['first page', 0],
        ['last page', last],
      ] as const) {
        rows.push({
          case: `admin ${name}, ${limit} rows, ${which}`,
          ...(await time(samples, () =>
            app.inject({ method: 'GET', url: `${url}?page=${page}&limit=${limit}`, cookies: adminJar }),
          )),
        });
      }
    }
  }
  const operatorCases = [
    ['admin portfolios, search by owner e-mail', '/api/v1/admin/portfolios?q=user9999%40example&limit=20'],
    ['admin portfolios, live only, 20 rows', '/api/v1/admin/portfolios?status=live&limit=20'],
    ['admin payments, 20 rows with totals', '/api/v1/admin/payments?limit=20'],
    ['admin metrics, 30 days', '/api/v1/admin/metrics?days=30'],
    ['admin metrics, 90 days', '/api/v1/admin/metrics?days=90'],
  ] as const;
  for (const [name, url] of operatorCases) {
    rows.push({
      case: name,
      ...(await time(samples, () => app.inject({ method: 'GET', url, cookies: adminJar }))),
    });
  }
  rows.push({
    case: "an owner's portfolio list (5 of 10 005)",
    ...(await time(samples, () =>
      app.inject({ method: 'GET', url: '/api/v1/userData/getusersportfoliodata', cookies: ownerJar }),
    )),
  });
  // `changes` goes into the title, which the share image shows: a new one is drawn for that publish.
  const publish = async (changes = '') => {
    const form = new FormData();
    form.append('_id', id('owner-p', 0));
    for (const [key, value] of Object.entries({ ...sampleSite, title: `${sampleSite.title}${changes}` })) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const body = new Response(form);
    return app.inject({
      method: 'POST',
      url: '/api/v1/userData/updateportfoliodata',
      cookies: ownerJar,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') as string },
    });
  };
  // The PDF résumé's worker starts with the first résumé, once per process (it loads react-pdf and
  // its fonts): like a path's first run, that start is not part of a publish, so it is over before
  // the publishes are timed. Each timed publish still has its résumé rendered after it.
  await publish();
  const firstResume = path.join(dataDir, 'files', 'sites', 'owner-site-0', 'resume.pdf');
  await waitFor(() => fs.existsSync(firstResume), 'the first PDF résumé', { everyMs: 20 });
  rows.push({
    case: 'a publish, share image unchanged (save of a live portfolio: render, store, swap; its PDF résumé after it)',
    ...(await time(Math.min(samples, 100), () => publish())),
  });
  let drawn = 0;
  rows.push({
    case: 'a publish with the share image drawn again (the title it shows changed)',
    ...(await time(Math.min(samples, 100), () => {
      drawn += 1;
      return publish(` ${drawn}`);
    })),
  });

  const memory = process.memoryUsage();
  console.log(
    `\n${label}: seeded ${ACCOUNTS} accounts, ${ACCOUNTS} portfolios (${LIVE} live), ${MESSAGES} messages in ${seededIn.toFixed(1)} s; ` +
      `start-up on the full database ${startup.toFixed(0)} ms; memory after the runs: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
  console.table(rows);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores; ${samples} requests per case, one at a time, in-process (app.inject)`,
);
await run('SQLite');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const database = await freshDatabase(postgresUrl, `pm_scale_${process.pid}`);
  try {
    await run('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
} else {
  console.log('\nPostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to run the same cases on it.');
}
