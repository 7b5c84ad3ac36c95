import os from 'node:os';
import { createWorkQueue } from '../../work/work-queue.ts';
import { checkHostingName, createPortfolio } from './create.ts';
import type { PortfoliosDeps } from './deps.ts';
import { listOwnedPortfolios, portfolioDetail } from './details.ts';
import { listVersions, restoreVersion, versionDetail } from './history.ts';
import { suggestHostingName } from './hosting-name-suggestion.ts';
import type { NewPortfolio, PortfolioChange } from './portfolio-form.ts';
import { jsonResume, setResumeLink } from './resume.ts';
import { updatePortfolio } from './update.ts';

/** The portfolio functions bound to their dependencies, saves taking turns in one queue. */
export function createPortfoliosService(deps: PortfoliosDeps) {
  // Saves render and publish on this thread: only a few at once, so site views and sign-in checks
  // keep their share of it when many owners save together; past that a save is refused at once.
  const saves = createWorkQueue({
    concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    maxWaiting: 4 * os.availableParallelism(),
    perOwner: 2,
    busyMessage: 'The server is busy saving other portfolios. Please try again in a few seconds.',
    ownerBusyMessage: 'Your previous save is still in progress. Please try again in a few seconds.',
    retryAfterSeconds: 3,
  });

  return {
    /** Refuses at once (503 or 429) a save that would not get a turn now: before its form is read. */
    assertCanSave: (userId: string) => saves.assertRoom(userId),
    create: (userId: string, form: NewPortfolio) =>
      saves.run(userId, () => createPortfolio(deps, userId, form)),
    update: (userId: string, form: PortfolioChange) =>
      saves.run(userId, () => updatePortfolio(deps, userId, form)),
    restore: (userId: string, portfolioId: string, versionId: string) =>
      saves.run(userId, () => restoreVersion(deps, userId, portfolioId, versionId)),
    checkHostingName: (name: string) => checkHostingName(deps, name),
    suggestHostingName: (fullName: string) => suggestHostingName(deps, fullName),
    setResumeLink: (userId: string, portfolioId: string, enabled: boolean) =>
      setResumeLink(deps, userId, portfolioId, enabled),
    versions: (userId: string, portfolioId: string) => listVersions(deps, userId, portfolioId),
    version: (userId: string, portfolioId: string, versionId: string) =>
      versionDetail(deps, userId, portfolioId, versionId),
    jsonResume: (userId: string, portfolioId: string) => jsonResume(deps, userId, portfolioId),
    detail: (userId: string, portfolioId: string) => portfolioDetail(deps, userId, portfolioId),
    listOwned: (userId: string) => listOwnedPortfolios(deps, userId),
  };
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
