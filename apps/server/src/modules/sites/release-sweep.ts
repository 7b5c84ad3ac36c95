import { setTimeout as rest } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoNow } from '../../lib/clock.ts';
import type { ReleasesRepo } from './releases-repo.ts';
import type { Release } from './render-version.ts';

/** Start-up has enough to do: the sweep begins a while after it. */
const FIRST_AFTER_MS = 2 * 60 * 1000;
/**
 * Then it looks again now and then: to finish a sweep a stopped server left part-way, and for the
 * next pass, which may start this long after the last one ended.
 */
const EVERY_MS = 15 * 60 * 1000;
const BETWEEN_PASSES_MS = 10 * 60 * 1000;
/** Sites taken at a time; a server that stops publishes the rest of its batch first. */
const BATCH = 10;

type Deps = {
  releases: ReleasesRepo;
  /**
   * Re-renders a site, writing only what changed, and draws its PDF résumé again if another release
   * drew it (publisher.ts, `refresh`).
   */
  refresh: (portfolioId: string) => Promise<unknown>;
  /** This release (render-version.ts). */
  release: Release;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
};

/**
 * After a release that renders sites differently (a template's fix, a new style) or draws résumés
 * differently, re-renders every live site another release rendered and redraws every PDF résumé
 * another release drew, so owners' sites get it without saving again: one site at a time, resting
 * after each as long as it took (half a core at most), a few minutes after start-up (which does no
 * work for it but one insert). Servers of one release share the sweep (each takes its own batches);
 * servers of an earlier one, during a rolling deploy, leave it to the new ones. It goes over the
 * sites in passes, at least ten minutes apart, until a pass finds none to take: a site whose publish
 * or résumé failed (storage down), one an old server published during the deploy, and the rest of a
 * batch a crashed server had taken are re-rendered by a later pass.
 */
export function createReleaseSweep({ releases, refresh, release, clock, log, batchSize = BATCH }: Deps) {
  let stopping = false;
  let running: Promise<{ published: number; failed: number }> | undefined;

  async function sweep(): Promise<{ published: number; failed: number }> {
    let published = 0;
    let failed = 0;
    while (!stopping && (await releases.newest()) === release.id) {
      const ids = await releases.takeStale(release, batchSize, {
        at: isoNow(clock),
        nextPassAt: new Date(clock() + BETWEEN_PASSES_MS).toISOString(),
      });
      if (ids.length === 0) break;
      for (const id of ids) {
        const started = performance.now();
        try {
          await refresh(id);
          published += 1;
        } catch (error) {
          // Its owner's next save publishes it (or says why not); the sweep goes on.
          failed += 1;
          log.warn({ err: error, portfolioId: id }, 'a live site could not be re-rendered for this release');
        }
        if (!stopping) await rest(performance.now() - started);
      }
    }
    if (published + failed > 0)
      log.info({ published, failed, release: release.id }, 'live sites re-rendered for this release');
    return { published, failed };
  }

  /** Sweeps until every stale site is taken; a call while one runs joins it. */
  function run(): Promise<{ published: number; failed: number }> {
    running ??= sweep().finally(() => {
      running = undefined;
    });
    return running;
  }

  function runLogged(): void {
    run().catch((error: unknown) =>
      log.warn({ err: error }, 'the live sites could not be swept for this release; trying again later'),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    /** Records this release, then sweeps a while later and now and then after (the lifecycle calls it). */
    async start(): Promise<void> {
      await releases.register(release.id, isoNow(clock));
      timer = setTimeout(() => {
        runLogged();
        timer = setInterval(runLogged, EVERY_MS);
        timer.unref();
      }, FIRST_AFTER_MS);
      timer.unref();
    },
    /** Stops looking; a sweep under way finishes the batch it took, without resting. */
    async close(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type ReleaseSweep = ReturnType<typeof createReleaseSweep>;
