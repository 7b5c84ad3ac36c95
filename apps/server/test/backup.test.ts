import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/create-backup.ts';
import { restoreBackup } from '../src/backup/restore-backup.ts';
import { coversNamedByPages } from '../src/backup/site-pages.ts';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';
import {
  call,
  createPortfolio,
  getWithHost,
  type Jar,
  portfolioForm,
  register,
  runCli,
  type ServerProcess,
  startServer,
} from './server-process.ts';
import { mountTmpfs, unmount } from './tmpfs.ts';

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-backup-'));
  temporary.push(dir);
  return dir;
};
/** A path where nothing exists yet, in a fresh temporary folder. */
const freshPath = (name: string) => path.join(tempDir(), name);

/** Every file below `dir` with its contents, to show a refused command changed nothing. */
function snapshotOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    files[name] = fs.statSync(file).isFile() ? fs.readFileSync(file, 'base64') : '<folder>';
  }
  return files;
}

const servers: ServerProcess[] = [];
const mounted: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of mounted.splice(0)) unmount(dir);
});
afterAll(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Ack = { at: number; kind: 'account' | 'message' | 'revision'; value: string; jar?: Jar };

describe('npm run backup while the server keeps writing, then npm run restore', () => {
  it('restores every account, portfolio, order, message and live site acknowledged before the backup began', async () => {
    const source = await startServer(freshPath('data'), {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
    });
    servers.push(source);
    const acks: Ack[] = [];
    const ack = (kind: Ack['kind'], value: string, jar?: Jar) =>
      acks.push({ at: Date.now(), kind, value, jar });

    // Before: an admin, three owners with portfolios (two paid, so live), a few messages.
    const admin = await register(source, 'admin@example.com', 'admin_user');
    ack('account', 'admin@example.com', admin);
    const owners: { email: string; jar: Jar; hostingName: string; id: string; orderId?: string }[] = [];
    for (const [i, pay] of [true, true, false].entries()) {
      const email = `owner${i}@example.com`;
      const jar = await register(source, email, `owner_${i}`);
      ack('account', email, jar);
      const hostingName = `owner-site-${i}`;
      owners.push({ email, jar, hostingName, ...(await createPortfolio(source, jar, hostingName, { pay })) });
    }
    const sendMessage = async (n: number) => {
      const message = `Backup test message number ${n}.`;
      const res = await call(source, 'POST', '/api/v1/notification/contactmessage', {
        json: { name: 'Visitor', email: 'visitor@example.com', message },
      });
      if (res.status !== 201) throw new Error(`contact: ${res.text}`);
      ack('message', message);
    };
    for (let n = 0; n < 3; n += 1) await sendMessage(n);

    // During: three lanes of writes (sign-ups, messages, a live portfolio re-published with a new
    // cover each time, which deletes the old one) until the backup has finished. Bounded.
    const live = owners[0] as (typeof owners)[number];
    let writing = true;
    const lane = async (limit: number, write: (n: number) => Promise<void>) => {
      for (let n = 0; writing && n < limit; n += 1) {
        await write(n);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    };
    const lanes = Promise.all([
      lane(12, async (n) => {
        const email = `during${n}@example.com`;
        ack('account', email, await register(source, email, `during_${n}`));
      }),
      lane(50, (n) => sendMessage(100 + n)),
      lane(15, async (n) => {
        const summary = `Revision ${n} of this summary.`;
        const res = await call(source, 'POST', '/api/v1/userData/updateportfoliodata', {
          form: await portfolioForm({
            _id: live.id,
            hostingName: live.hostingName,
            name: `Owner of ${live.hostingName}`,
            summary,
          }),
          jar: live.jar,
        });
        if (res.status !== 200) throw new Error(`update: ${res.text}`);
        ack('revision', summary);
      }),
    ]);
    while (acks.length < 14) await new Promise((resolve) => setTimeout(resolve, 10));

    const backupDir = freshPath('backup');
    const began = Date.now();
    const backup = await runCli('backup', [backupDir], { DATA_DIR: source.dataDir });
    const ended = Date.now();
    writing = false;
    await lanes;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backup of ${source.dataDir} written to ${backupDir} in \\d+\\.\\d s \\([\\d.]+ [kM]B\\):\n`,
      ),
    );
    expect(backup.stdout).toContain(
      `Restore it into an empty DATA_DIR with: npm run restore -- ${backupDir}`,
    );
    // The server really was writing while the backup ran.
    expect(acks.filter((a) => a.at > began && a.at < ended).length).toBeGreaterThan(0);
    await source.stop();

    const restoredDir = freshPath('restored');
    const restore = await runCli('restore', [backupDir], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into ${restoredDir} in `);
    const restored = await startServer(restoredDir, { ADMIN_EMAILS: 'admin@example.com' });
    servers.push(restored);

    const before = acks.filter((a) => a.at < began);
    // Every account: its session cookie from before the backup still signs it in (the secret came back).
    for (const account of before.filter((a) => a.kind === 'account')) {
      const me = await call(restored, 'GET', '/api/v1/user/userInformation', { jar: account.jar });
      expect(me.status, account.value).toBe(200);
      expect(me.json().data.email).toBe(account.value);
    }
    const users = await call(restored, 'GET', '/api/v1/admin/userlist?limit=100', { jar: admin });
    const emails = users.json().data.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(before.filter((a) => a.kind === 'account').map((a) => a.value)),
    );

    // Every message.
    const inbox = await call(restored, 'GET', '/api/v1/admin/contactmessages?limit=100', { jar: admin });
    const messages = inbox.json().data.users.map((m: { message: string }) => m.message);
    expect(messages).toEqual(
      expect.arrayContaining(before.filter((a) => a.kind === 'message').map((a) => a.value)),
    );

    // Every portfolio, with a cover that is there; live sites served by name and by Host.
    for (const owner of owners) {
      const [portfolio] = (
        await call(restored, 'GET', '/api/v1/userData/getusersportfoliodata', { jar: owner.jar })
      ).json().data;
      expect(portfolio).toMatchObject({ _id: owner.id, hostingName: owner.hostingName });
      expect(portfolio.status).toBe(owner.orderId ? 'live' : 'awaiting_payment');
      const cover = await fetch(`${restored.base}${portfolio.coverImage}`);
      expect(cover.status, portfolio.coverImage).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/webp');
      if (!owner.orderId) continue;
      const site = await call(restored, 'GET', `/sites/${owner.hostingName}/`);
      expect(site.status).toBe(200);
      expect(site.text).toContain(`Owner of ${owner.hostingName}`);
      const byHost = await getWithHost(restored.port, '/', `${owner.hostingName}.localhost:${restored.port}`);
      expect(byHost).toEqual({ status: 200, body: site.text });
      // The cover the page names (content-named) came back with it.
      const siteCover = site.text.match(/src="(cover-[0-9a-f]{16}\.webp)"/)?.[1];
      expect(siteCover).toBeDefined();
      const coverByHost = await getWithHost(restored.port, `/${siteCover}`, `${owner.hostingName}.localhost`);
      expect(coverByHost.status).toBe(200);
    }
    // The live portfolio is at least at the last revision acknowledged before the backup, on its site too.
    const revisions = before
      .filter((a) => a.kind === 'revision')
      .map((a) => Number(a.value.match(/\d+/)?.[0]));
    const [livePortfolio] = (
      await call(restored, 'GET', '/api/v1/userData/getusersportfoliodata', { jar: live.jar })
    ).json().data;
    const restoredRevision = Number(livePortfolio.summary.match(/\d+/)?.[0] ?? -1);
    expect(restoredRevision).toBeGreaterThanOrEqual(Math.max(-1, ...revisions));
    expect((await call(restored, 'GET', `/sites/${live.hostingName}/`)).text).toMatch(
      /Revision \d+ of this summary/,
    );
    await restored.stop();

    // Every order, paid.
    const db = new DatabaseSync(path.join(restoredDir, 'app.db'), { readOnly: true });
    const orders = db.prepare('select id, status from orders').all();
    db.close();
    for (const owner of owners.filter((o) => o.orderId)) {
      expect(orders).toContainEqual({ id: owner.orderId, status: 'paid' });
    }
  }, 60_000);
});

describe('backup and restore refusals', () => {
  let t: TestApp;
  let backupDir: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await registerUser(t.app);
    backupDir = freshPath('backup');
    const run = await runCli('backup', [backupDir], { DATA_DIR: t.config.dataDir });
    expect(run.code).toBe(0);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to restore into a DATA_DIR that is not empty, and touches nothing in it', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'app.db'), 'the live database');
    fs.mkdirSync(path.join(dataDir, 'files'));
    fs.writeFileSync(path.join(dataDir, 'files', 'keep.txt'), 'keep me');
    const before = snapshotOf(dataDir);
    const run = await runCli('restore', [backupDir], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `Refusing to restore into DATA_DIR ${dataDir}: it is not empty (app.db, files). Restore only into a new or empty folder, so nothing is overwritten: move this one aside or set DATA_DIR to a new folder.\n`,
    );
    expect(snapshotOf(dataDir)).toEqual(before);
  });

  it('refuses a folder that is not a backup, a missing one, and a damaged one', async () => {
    const dataDir = freshPath('data');
    const notBackup = tempDir();
    fs.writeFileSync(path.join(notBackup, 'notes.txt'), 'holiday photos');
    const empty = await runCli('restore', [notBackup], { DATA_DIR: dataDir });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toBe(
      `${notBackup} is not a Portfolio Maker backup: it has no backup.json (an interrupted backup has none either).\n`,
    );

    fs.writeFileSync(path.join(notBackup, 'backup.json'), '{"name": "something else"}');
    const foreign = await runCli('restore', [notBackup], { DATA_DIR: dataDir });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toBe(
      `${notBackup} is not a Portfolio Maker backup: its backup.json is not a backup manifest.\n`,
    );

    const missing = path.join(notBackup, 'nowhere');
    const absent = await runCli('restore', [missing], { DATA_DIR: dataDir });
    expect(absent.code).toBe(1);
    expect(absent.stderr).toBe(`No backup at ${missing}: there is no such folder.\n`);

    const damaged = freshPath('damaged');
    fs.cpSync(backupDir, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, 'app.db'), 'x');
    const corrupt = await runCli('restore', [damaged], { DATA_DIR: dataDir });
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toBe(
      `The backup in ${damaged} is damaged: app.db does not match its checksum. Nothing was restored.\n`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('says in one line that it cannot write to a read-only folder, and leaves nothing there', async () => {
    const dir = tempDir();
    // Root writes through permission bits, so root gets a read-only filesystem instead.
    if (mountTmpfs(dir, 'ro,size=1m')) mounted.push(dir);
    else fs.chmodSync(dir, 0o555);
    for (const target of [dir, path.join(dir, 'nightly')]) {
      const run = await runCli('backup', [target], { DATA_DIR: t.config.dataDir });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(
          `^Cannot write the backup to ${target} \\((EROFS|EACCES)\\): this user cannot write there \\(permissions, or a read-only disk\\); choose another folder or fix its permissions\\.\n$`,
        ),
      );
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('says so when the disk fills up during the backup, and leaves no backup that looks complete', async (ctx) => {
    const dir = tempDir();
    if (!mountTmpfs(dir, 'size=64k')) ctx.skip();
    mounted.push(dir);
    const run = await runCli('backup', [dir], { DATA_DIR: t.config.dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `Cannot write the backup to ${dir} (ENOSPC): the disk is full; free some space or choose another disk.\n`,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses to write into a folder that is not empty, or inside DATA_DIR', async () => {
    const before = snapshotOf(backupDir);
    const again = await runCli('backup', [backupDir], { DATA_DIR: t.config.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Refusing to write the backup into ${backupDir}: it is not empty (app-secret, app.db, backup.json and 1 more). Choose a new or empty folder, so no earlier backup is overwritten.\n`,
    );
    expect(snapshotOf(backupDir)).toEqual(before);

    const inside = path.join(t.config.dataDir, 'backups');
    const nested = await runCli('backup', [inside], { DATA_DIR: t.config.dataDir });
    expect(nested.code).toBe(1);
    expect(nested.stderr).toBe(
      `The backup folder ${inside} is inside DATA_DIR ${t.config.dataDir}: choose a folder outside it, ideally on another disk.\n`,
    );
    expect(fs.existsSync(inside)).toBe(false);

    const nothing = freshPath('no-data');
    const noDatabase = await runCli('backup', [freshPath('backup')], { DATA_DIR: nothing });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toBe(
      `Nothing to back up: there is no database at ${nothing}/app.db. Run this with the server's DATA_DIR.\n`,
    );

    const usage = await runCli('backup', [], { DATA_DIR: t.config.dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe(
      'Usage: npm run backup -- <folder>   (a new or empty folder outside DATA_DIR)\n',
    );
  });

  it('with PostgreSQL, writes nothing and says to use pg_dump / pg_restore (exit code 2)', async () => {
    const target = freshPath('backup');
    const env = { DATA_DIR: t.config.dataDir, DATABASE_URL: 'postgres://backup@127.0.0.1:1/portfolio' };
    const backup = await runCli('backup', [target], env);
    expect(backup.code).toBe(2);
    expect(backup.stdout).toBe('');
    expect(backup.stderr).toBe(
      'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom --no-owner --file=portfolio.dump "$DATABASE_URL" (a consistent snapshot while the servers keep writing). Keep APP_SECRET with your configuration: sessions are signed with it. npm run backup handles the embedded SQLite database only, so it wrote nothing. See docs/backups.md.\n',
    );
    expect(fs.existsSync(target)).toBe(false);

    const withS3 = await runCli('backup', [target], { ...env, STORAGE_URL: 's3://portfolio-files' });
    expect(withS3.code).toBe(2);
    expect(withS3.stderr).toContain(
      'Covers and published sites are in the bucket portfolio-files (STORAGE_URL): turn on versioning for the bucket (with a lifecycle rule that expires noncurrent versions after, say, 30 days) or replicate it to a second bucket.',
    );

    const dataDir = freshPath('data');
    const restore = await runCli('restore', [backupDir], { ...env, DATA_DIR: dataDir });
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(
      /^The database is PostgreSQL \(DATABASE_URL\): restore a pg_dump with pg_restore, e\.g\. pg_restore --clean --if-exists --no-owner --dbname="\$DATABASE_URL" portfolio\.dump, with the app servers stopped\. .*changed nothing\. See docs\/backups\.md\.\n$/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('with files in object storage (STORAGE_URL), backs up the database and secret and says the files were left out', async () => {
    const target = freshPath('backup');
    const run = await runCli('backup', [target], {
      DATA_DIR: t.config.dataDir,
      STORAGE_URL: 's3://portfolio-files',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '  files     left out: covers and published sites are in object storage (STORAGE_URL), kept by the bucket\n',
    );
    expect(fs.readdirSync(target).sort()).toEqual(['app-secret', 'app.db', 'backup.json']);
    const manifest = JSON.parse(fs.readFileSync(path.join(target, 'backup.json'), 'utf8'));
    expect(manifest.files).toBeNull();
  });
});

describe('a disk that fills up while files are being copied', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('stops the backup and the restore with one line, and leaves the folder empty', async (ctx) => {
    const small = tempDir();
    // Room for the database but not for the 600 kB of files after it (320 kB stopped being enough
    // for the database's copy once it gained the site_daily_pages table).
    if (!mountTmpfs(small, 'size=400k')) ctx.skip();
    mounted.push(small);
    t = await createTestApp('sqlite');
    await registerUser(t.app);
    for (let n = 0; n < 30; n += 1) {
      const site = path.join(t.config.dataDir, 'files', 'sites', `site-${n}`);
      fs.mkdirSync(site, { recursive: true });
      fs.writeFileSync(path.join(site, 'index.html'), 'x'.repeat(20_000));
    }
    const backup = await runCli('backup', [small], { DATA_DIR: t.config.dataDir });
    expect(backup.stderr).toBe(
      `Cannot write the backup to ${small} (ENOSPC): the disk is full; free some space or choose another disk.\n`,
    );
    expect(backup.code).toBe(1);
    expect(fs.readdirSync(small)).toEqual([]);

    const backupDir = freshPath('backup');
    expect((await runCli('backup', [backupDir], { DATA_DIR: t.config.dataDir })).code).toBe(0);
    const restore = await runCli('restore', [backupDir], { DATA_DIR: small });
    expect(restore.stderr).toBe(
      `Cannot restore into DATA_DIR ${small} (ENOSPC): the disk is full; free some space or choose another disk.\n`,
    );
    expect(restore.code).toBe(1);
    expect(fs.readdirSync(small)).toEqual([]);
  });
});

describe('coversNamedByPages', () => {
  it('finds the content-named cover each copied site page names', async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'sites', 'asha-rao'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'sites', 'asha-rao', 'index.html'),
      '<link rel="preload" href="cover-0123456789abcdef.webp"><img src="cover-0123456789abcdef.webp">',
    );
    fs.mkdirSync(path.join(root, 'sites', 'no-page'));
    expect(await coversNamedByPages(root)).toEqual(['sites/asha-rao/cover-0123456789abcdef.webp']);
    expect(await coversNamedByPages(path.join(root, 'missing'))).toEqual([]);
  });
});

describe('files that change between the database snapshot and the file copy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function portfolioWithCover(
    app: TestApp['app'],
    signedIn?: Record<string, string>,
    hostingName = fullPortfolio.hostingName,
  ) {
    const jar = signedIn ?? (await registerUser(app));
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/userData/portfolioData',
      cookies: jar,
      ...(await multipart(
        { ...fullPortfolio, hostingName: hostingName as string },
        { data: await smallPng(), type: 'image/png' },
      )),
    });
    expect(created.statusCode).toBe(201);
    return { jar, id: created.json().data._id as string };
  }

  it('takes both again when a cover the snapshot names was deleted meanwhile', async () => {
    t = await createTestApp('sqlite');
    const app = t.app;
    const { jar, id } = await portfolioWithCover(app);
    const kept = await portfolioWithCover(app, jar, 'kept-site');
    const target = freshPath('backup');
    let deleted = 0;
    const result = await createBackup({
      dataDir: t.config.dataDir,
      target,
      stores: { databaseUrl: undefined, bucket: undefined },
      afterDatabaseCopy: async () => {
        if (deleted++ > 0) return;
        // Deleting a portfolio removes its covers: the snapshot names a file that is gone.
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/userData/portfolio/delete',
          cookies: jar,
          payload: { portfolioId: id },
        });
        expect(res.statusCode).toBe(200);
      },
    });
    expect(result.attempts).toBe(2);
    expect(result.manifest.missingFiles).toEqual([]);

    const dataDir = freshPath('data');
    await restoreBackup({
      source: target,
      dataDir,
      stores: { databaseUrl: undefined, bucket: undefined },
    });
    const db = new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true });
    const rows = db.prepare('select id, cover_image from portfolios').all() as {
      id: string;
      cover_image: string;
    }[];
    db.close();
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(fs.existsSync(path.join(dataDir, 'files', rows[0]?.cover_image as string))).toBe(true);
  });

  it('warns about a file missing from DATA_DIR itself, and still writes the backup', async () => {
    t = await createTestApp('sqlite');
    const { id } = await portfolioWithCover(t.app);
    const row = await t.app.db
      .selectFrom('portfolios')
      .select('cover_image')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.config.dataDir, 'files', row.cover_image));
    const target = freshPath('backup');
    const run = await runCli('backup', [target], { DATA_DIR: t.config.dataDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `  warning   1 file the database refers to is missing from DATA_DIR itself: ${row.cover_image}\n`,
    );
    expect(JSON.parse(fs.readFileSync(path.join(target, 'backup.json'), 'utf8')).missingFiles).toEqual([
      row.cover_image,
    ]);
  });
});
