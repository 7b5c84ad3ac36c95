import pg from 'pg';

/**
 * A PostgreSQL database of its own named `name`, made on the server of `serverUrl` (a bench's
 * BENCH_DATABASE_URL or TEST_DATABASE_URL): its address, and `drop` to remove it at the end
 * (`keep` leaves it there to look at).
 */
export async function freshDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop: (keep?: boolean) => Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop(keep = false) {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
