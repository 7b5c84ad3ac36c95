// npm run admin -- grant <email> [reason]   makes an existing account ADMIN
// npm run admin -- revoke <email> [reason]  makes it USER again
// Either is recorded in the audit log (actor `npm run admin`), with the reason if one is given.
import { ConfigError, loadConfig } from '../config.ts';
import { prepareDataDir } from '../data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { createAuditRepo } from '../modules/admin/audit-log-repo.ts';
import { createUsersRepo } from '../modules/users/repo.ts';

const usage = 'Usage: npm run admin -- grant <email> [reason] | revoke <email> [reason]';

async function main(): Promise<number> {
  const [command, rawEmail, ...why] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(usage);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  const db = await openDatabase(config, { warn: (_details, message) => console.warn(message) });
  try {
    const role = command === 'grant' ? 'ADMIN' : 'USER';
    if (!(await createUsersRepo(db).setRole(email, role))) {
      console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
      return 1;
    }
    await createAuditRepo(db).record({
      actor: 'npm run admin',
      action: role === 'ADMIN' ? 'role_granted' : 'role_revoked',
      target: email,
      reason: why.join(' ').trim() || 'No reason given (command line).',
    });
    console.log(`${email} is now ${role}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
