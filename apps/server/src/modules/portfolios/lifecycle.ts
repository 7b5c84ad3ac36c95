import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { ConflictError, InvalidError } from '../../lib/domain-errors.ts';
import type { ImagesService } from '../images/images-service.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { Storage } from '../storage/storage.ts';
import { ownedPortfolio } from './ownership.ts';
import type { PortfoliosRepo } from './repo.ts';
import type { VersionsRepo } from './versions-repo.ts';

export const lifecycleMessages = {
  offline: 'Your site is offline. Put it back online whenever you like: it is paid for.',
  online: 'Your site is back online.',
  notLive: 'Only a live site can be taken offline.',
  notOffline: 'This site is not offline.',
  deleted: 'Portfolio deleted.',
  confirm: 'Type the hosting name of the site to confirm that it should be deleted.',
} as const;

type Deps = {
  repo: PortfoliosRepo;
  versions: VersionsRepo;
  publisher: Publisher;
  storage: Storage;
  projectImages: Pick<ImagesService, 'release'>;
  /** The portfolio as the owner's list shows it, after a change. */
  detail: (userId: string, portfolioId: string) => Promise<PortfolioDetail>;
};

/** Taking a paid site offline and back, and deleting a portfolio with everything it has. */
export function createPortfolioLifecycle({
  repo,
  versions,
  publisher,
  storage,
  projectImages,
  detail,
}: Deps) {
  return {
    async takeOffline(userId: string, portfolioId: string): Promise<PortfolioDetail> {
      const row = await ownedPortfolio(repo, userId, portfolioId);
      if (row.status !== 'live') throw new ConflictError(lifecycleMessages.notLive);
      await repo.update(row.id, { status: 'offline' });
      await publisher.publish(row.id);
      return detail(userId, row.id);
    },

    /** No new payment: the site was paid for once. */
    async bringOnline(userId: string, portfolioId: string): Promise<PortfolioDetail> {
      const row = await ownedPortfolio(repo, userId, portfolioId);
      if (row.status !== 'offline') throw new ConflictError(lifecycleMessages.notOffline);
      await repo.update(row.id, { status: 'live' });
      await publisher.publish(row.id);
      return detail(userId, row.id);
    },

    /**
     * Deletes a portfolio: its row (and with it, by the database, its history, stats, messages and
     * domain), then its site's files, every cover and photo it or its versions named, and the project
     * images no other portfolio of the owner names. Orders stay,
     * cut loose. A paid site needs its hosting name typed again.
     */
    async remove(userId: string, portfolioId: string, confirmHostingName: string | undefined): Promise<void> {
      const row = await ownedPortfolio(repo, userId, portfolioId);
      if (row.status !== 'awaiting_payment' && confirmHostingName !== row.hosting_name) {
        throw new InvalidError(lifecycleMessages.confirm);
      }
      const images = await versions.imagesOf(row.id);
      await repo.remove(row.id);
      await publisher.removeSite(row.id, row.hosting_name);
      for (const image of images) await storage.remove(image);
      await projectImages.release(userId);
    },
  };
}

export type PortfolioLifecycle = ReturnType<typeof createPortfolioLifecycle>;
