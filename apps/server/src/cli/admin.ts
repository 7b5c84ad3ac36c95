// npm run admin -- grant <email> [reason]   makes an existing account ADMIN
// npm run admin -- revoke <email> [reason]  makes it USER again
// npm run admin -- rerender-sites [reason]  has the servers of this checkout's release re-render every
//                                           live site another release rendered (after a rollback)
// Each is recorded in the audit log (actor `npm run admin`), with the reason if one is given.
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config.ts';
import { prepareDataDir } from '../data-dir.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createAuditRepo } from '../modules/admin/audit-log-repo.ts';
import { createReleasesRepo } from '../modules/sites/releases-repo.ts';
import { thisRelease } from '../modules/sites/render-version.ts';
import { createUsersRepo } from '../modules/users/repo.ts';

const usage =
  'Usage: npm run admin -- grant <email> [reason] | revoke <email> [reason] | rerender-sites [reason]';
/** The reason words as one line, or a note that none was given. */
const reasonOf = (words: string[]) => words.join(' ').trim() || 'No reason given (command line).';

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const roleChange = (command === 'grant' || command === 'revoke') && args[0];
  if (command !== 'rerender-sites' && !roleChange) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  const db = await openDatabase(config, { warn: (_details, message) => console.warn(message) });
  try {
    if (command === 'rerender-sites') return await rerenderSites(db, reasonOf(args));
    const [rawEmail = '', ...why] = args;
    const email = rawEmail.trim().toLowerCase();
    const role = command === 'grant' ? 'ADMIN' : 'USER';
    if (!(await createUsersRepo(db).setRole(email, role))) {
      console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
      return 1;
    }
    await createAuditRepo(db).record({
      actor: 'npm run admin',
      action: role === 'ADMIN' ? 'role_granted' : 'role_revoked',
      target: email,
      reason: reasonOf(why),
    });
    console.log(`${email} is now ${role}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/**
 * This checkout's release becomes the newest and its sweep starts over (release-sweep.ts): its
 * servers re-render, at their next look (within 15 minutes), every live site another release rendered
 * (and redraw each PDF résumé another release drew).
 */
async function rerenderSites(db: Kysely<Database>, reason: string): Promise<number> {
  const version = thisRelease().id;
  await createReleasesRepo(db).restart(version, new Date().toISOString());
  await createAuditRepo(db).record({
    actor: 'npm run admin',
    action: 'sites_rerendered',
    target: version,
    reason,
  });
  console.log(
    `The servers of release ${version} will re-render every live site another release rendered, starting within 15 minutes.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
