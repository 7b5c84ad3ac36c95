import type { Clock } from '../../lib/clock.ts';
import type { SiteAddresses } from '../domains/site-addresses.ts';
import type { ImagesService } from '../images/images-service.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { Storage } from '../storage/storage.ts';
import type { ImageProcessor } from './image-processor.ts';
import type { PortfoliosRepo } from './repo.ts';
import type { VersionsRepo } from './versions-repo.ts';

/** What the portfolio functions work with; each takes only the part it uses. */
export type PortfoliosDeps = {
  repo: PortfoliosRepo;
  versions: VersionsRepo;
  /** Each portfolio's page views of the last 7 days. */
  lastWeekViews: (portfolioIds: string[]) => Promise<Map<string, number>>;
  /** Each portfolio's messages from its contact form: all and unread (none when missing). */
  messageCounts: (portfolioIds: string[]) => Promise<Map<string, { total: number; unread: number }>>;
  storage: Storage;
  images: ImageProcessor;
  /** Project and section-item images: checked and sized before a save, settled after it. */
  projectImages: Pick<ImagesService, 'place' | 'settle'>;
  publisher: Publisher;
  addresses: SiteAddresses;
  clock: Clock;
};
