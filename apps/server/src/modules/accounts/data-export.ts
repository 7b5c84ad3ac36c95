import { Readable } from 'node:stream';
import type { User } from '@portfolio/shared/auth';
import { toIsoString } from '../../db/schema.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { createWorkQueue } from '../../work/work-queue.ts';
import type { PortfoliosService } from '../portfolios/service.ts';
import type { VersionCursor, VersionsRepo } from '../portfolios/versions-repo.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { AccountRepo } from './account-repo.ts';

/** Versions read from the database at a time: a few megabytes at most. */
const VERSIONS_PER_READ = 5;
/** A download still running after this long (a client that stopped reading) is ended. */
const DOWNLOAD_DEADLINE_MS = 5 * 60 * 1000;

type Deps = {
  repo: AccountRepo;
  users: UsersRepo;
  portfolios: PortfoliosService;
  versions: VersionsRepo;
  clock: Clock;
};

/** JSON text of `value`, indented as if it sat `depth` levels deep in the document. */
const pretty = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/** A portfolio's versions, oldest first, as the items of its "history" list. */
async function* history({ versions }: Pick<Deps, 'versions'>, portfolioId: string): AsyncGenerator<string> {
  let after: VersionCursor | undefined;
  let first = true;
  for (;;) {
    const rows = await versions.page(portfolioId, after, VERSIONS_PER_READ);
    for (const row of rows) {
      const meta = JSON.stringify({
        savedAt: toIsoString(row.created_at),
        summary: row.summary,
        ...(row.restored_from && { restoredFrom: toIsoString(row.restored_from) }),
        coverImage: `/uploads/${row.cover_image}`,
        ...(row.template_id !== null && { templateId: row.template_id }),
        ...(row.photo_known && { photo: row.photo_image && `/uploads/${row.photo_image}` }),
      });
      yield `${first ? '' : ','}\n        ${meta.slice(0, -1)},"content":${row.content}}`;
      first = false;
    }
    if (rows.length < VERSIONS_PER_READ) return;
    after = rows.at(-1);
  }
}

/** The whole document, a piece at a time. */
async function* document(deps: Deps, user: User): AsyncGenerator<string> {
  const { repo, users, portfolios, clock } = deps;
  const row = await users.findById(user._id);
  const account = {
    userName: user.userName,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    createdAt: row ? toIsoString(row.created_at) : null,
  };
  yield `{\n  "exportedAt": ${JSON.stringify(isoNow(clock))},\n  "account": ${pretty(account, 1)},\n  "portfolios": [`;
  const owned = await portfolios.listOwned(user._id);
  for (const [i, portfolio] of owned.entries()) {
    // The portfolio's own fields, then its history, inside one object.
    yield `${i === 0 ? '' : ','}\n    ${pretty(portfolio, 2).slice(0, -6)},\n      "history": [`;
    yield* history(deps, portfolio._id);
    yield '\n      ]\n    }';
  }
  const orders = await repo.ordersOf(user._id);
  const messages = await repo.messagesReceived(owned.map((p) => p._id));
  yield `\n  ],\n  "orders": ${pretty(orders, 1)},\n  "messagesReceived": ${pretty(messages, 1)}\n}\n`;
}

/**
 * 'Download my data': the account, each portfolio with its whole history, orders and messages, as
 * one JSON document written as it is read. History is read a few versions at a time and each
 * version's content is passed on as the database's JSON text, never parsed and written again: a
 * 20 MB history costs the event loop copies, not seconds of serialising. Two downloads run at
 * once and one per account; another is refused at once (503 or 429 with Retry-After).
 */
export function createDataExport(deps: Deps) {
  const downloads = createWorkQueue({
    concurrency: 2,
    maxWaiting: 0,
    perOwner: 1,
    busyMessage: 'Other downloads are being prepared just now. Please try again in a minute.',
    ownerBusyMessage: 'Your data is being downloaded already. Please wait for that download to finish.',
    retryAfterSeconds: 30,
  });

  return {
    /**
     * The document as a stream, once a download slot is free for this account; the slot is held
     * until the stream ends, fails, or is abandoned by its client.
     */
    open(user: User): Promise<Readable> {
      return new Promise<Readable>((resolve, reject) => {
        downloads
          .run(
            user._id,
            () =>
              new Promise<void>((release) => {
                const stream = Readable.from(document(deps, user), { objectMode: false });
                const deadline = setTimeout(
                  () => stream.destroy(new Error('The data download took too long.')),
                  DOWNLOAD_DEADLINE_MS,
                );
                stream.once('close', () => {
                  clearTimeout(deadline);
                  release();
                });
                resolve(stream);
              }),
          )
          .catch(reject);
      });
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
