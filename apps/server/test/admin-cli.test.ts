import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { thisRelease } from '../src/modules/sites/render-version.ts';
import { registerUser, registration } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { appWithLiveSite } from './portfolio-helpers.ts';

const cli = new URL('../src/cli/admin.ts', import.meta.url).pathname;

function run(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('npm run admin', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  // The server remembers a signed-in account for a second (the cost of every request), so a role
  // changed from another process applies within that second.
  it('grants and revokes ADMIN on an existing account, applied within a second', async () => {
    t = await createTestApp('sqlite');
    const jar = await registerUser(t.app);
    const role = async () =>
      (await t?.app.inject({ method: 'GET', url: '/api/v1/user/userInformation', cookies: jar }))?.json().data
        .role;
    const roleWithinASecond = async (expected: string) => {
      const until = Date.now() + 1100;
      while ((await role()) !== expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return role();
    };
    expect(await role()).toBe('USER');

    const granted = run(t.config.dataDir, 'grant', 'ASHA@example.com');
    expect(granted.status).toBe(0);
    expect(granted.stdout.trim()).toBe(`${registration.email} is now ADMIN.`);
    expect(await roleWithinASecond('ADMIN')).toBe('ADMIN');

    expect(run(t.config.dataDir, 'revoke', registration.email, 'Left', 'the', 'team').status).toBe(0);
    expect(await roleWithinASecond('USER')).toBe('USER');

    // Both changes are in the audit log, newest first, with who made them and why.
    const log = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(log.map(({ actor, action, target, reason }) => ({ actor, action, target, reason }))).toEqual([
      { actor: 'npm run admin', action: 'role_revoked', target: registration.email, reason: 'Left the team' },
      {
        actor: 'npm run admin',
        action: 'role_granted',
        target: registration.email,
        reason: 'No reason given (command line).',
      },
    ]);
  });

  it('says so when there is no such account, and shows usage for bad arguments', async () => {
    t = await createTestApp('sqlite');
    const missing = run(t.config.dataDir, 'grant', 'nobody@example.com');
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(
      'No account with the e-mail nobody@example.com. Register it first, then run this again.',
    );
    const usage = run(t.config.dataDir, 'promote');
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe(
      'Usage: npm run admin -- grant <email> [reason] | revoke <email> [reason] | rerender-sites [reason]',
    );
  });

  // After a rollback the release running is not the newest to have started, so its servers leave
  // the sites the later release rendered as they are (release-sweep.ts) until told otherwise.
  it('rerender-sites has the servers of this release re-render the sites another release rendered', async () => {
    const site = await appWithLiveSite('sqlite');
    t = site.t;
    const { db } = site.app;
    // This release first started an hour ago, the later one a minute ago; then this one came back.
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await db
      .updateTable('site_releases')
      .set({ first_started_at: ago(3_600_000) })
      .execute();
    await db
      .insertInto('site_releases')
      .values({ version: 'a-later-release', first_started_at: ago(60_000) })
      .execute();
    await db.updateTable('portfolios').set({ render_version: 'a-later-release' }).execute();
    expect(await t.services.releaseSweep.run()).toEqual({ published: 0, failed: 0 });

    const rerender = run(t.config.dataDir, 'rerender-sites', 'Rolled', 'back');
    expect(rerender.status).toBe(0);
    expect(rerender.stdout.trim()).toBe(
      `The servers of release ${thisRelease().id} will re-render every live site another release rendered, starting within 15 minutes.`,
    );
    expect(await t.services.releaseSweep.run()).toEqual({ published: 1, failed: 0 });
    const row = await db.selectFrom('portfolios').select('render_version').executeTakeFirstOrThrow();
    expect(row.render_version).toBe(thisRelease().render);
    const audit = await db.selectFrom('audit_log').select(['actor', 'action', 'target', 'reason']).execute();
    expect(audit).toEqual([
      { actor: 'npm run admin', action: 'sites_rerendered', target: thisRelease().id, reason: 'Rolled back' },
    ]);
  });
});
