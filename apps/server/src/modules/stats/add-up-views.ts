import crypto from 'node:crypto';
import { type Clock, DAY_MS, dayOf } from '../../lib/clock.ts';
import { hmac } from '../../lib/crypto.ts';
import type { PageView } from './page-view.ts';
import type { DayCount, StatsRepo } from './stats-repo.ts';

/** A view as it waits to be counted: stamped with when it was recorded. */
export type StampedView = PageView & { at: number };

/** What adding up needs: the day's salts are kept here once read or made. */
export type AddUpDeps = { repo: StatsRepo; clock: Clock; salts: Map<string, Promise<string>> };

/** The random salt of `day`'s visitor codes, made on its first use. */
export function saltOf({ repo, clock, salts }: AddUpDeps, day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = repo.saltOf(day, crypto.randomBytes(32).toString('hex'));
    salt.catch(() => salts.delete(day));
    salts.set(day, salt);
    // Only today's and yesterday's are ever needed.
    for (const known of salts.keys()) if (known < dayOf(clock() - DAY_MS)) salts.delete(known);
  }
  return salt;
}

/**
 * `views` added up per live site and day, each visitor turned into the day's code (an HMAC with
 * the day's salt): the IP address and user agent go no further.
 */
export async function addUp(deps: AddUpDeps, views: StampedView[]): Promise<DayCount[]> {
  const sites = await deps.repo.liveSites([...new Set(views.map((v) => v.site))]);
  const counts = new Map<string, DayCount>();
  for (const view of views.sort((a, b) => a.at - b.at)) {
    const portfolioId = sites.get(view.site);
    if (!portfolioId) continue;
    const day = dayOf(view.at);
    const visitor = hmac(await saltOf(deps, day), `${view.site}\n${view.ip}\n${view.userAgent}`).slice(0, 32);
    const key = `${portfolioId} ${day}`;
    let count = counts.get(key);
    if (!count) {
      count = { portfolioId, day, visitors: new Map(), views: [] };
      counts.set(key, count);
    }
    const at = new Date(view.at).toISOString();
    count.visitors.set(visitor, at);
    count.views.push({
      visitor,
      at,
      path: view.path,
      revalidation: view.revalidation,
      referrerHost: view.referrerHost,
    });
  }
  return [...counts.values()];
}
