import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../column-types.ts';

/**
 * The operator console's portfolio search (issue 29 item 3) matches any part of a hosting name or
 * of the owner's e-mail (`LIKE '%text%'`), which no B-tree index can answer: at a million
 * portfolios it read every one with its owner (over 100 ms). On PostgreSQL, trigram (pg_trgm)
 * indexes on both columns find the matching rows from the index. GiST rather than GIN: every
 * e-mail shares trigrams such as those of "example.com" or "gmail.com", and a GIN index reads each
 * such trigram's list of a million rows (51 ms for one e-mail at a million accounts; GiST 4 ms).
 * A signature of 64 bytes (siglen, 12 by default) tells apart more of the many e-mails alike:
 * at a million, p99 5.7 ms for an e-mail and 8.6 for a hosting name (25–28 ms with the default).
 * The indexes are on `lower(…)`, which the search asks for (both columns are stored lower-case,
 * and so is the search text): pg_trgm's operator class also answers `=`, and on the bare columns
 * PostgreSQL took them over the unique B-trees for a sign-in's `email = …` (5 ms instead of 0.1).
 * SQLite has no such index and keeps reading the table, quick at the sizes it is used for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index portfolios_hosting_name_trgm on portfolios using gist (lower(hosting_name) gist_trgm_ops(siglen = 64))`.execute(
    db,
  );
  await sql`create index users_email_trgm on users using gist (lower(email) gist_trgm_ops(siglen = 64))`.execute(
    db,
  );
}
