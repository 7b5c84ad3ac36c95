import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { PaymentProvider } from './providers.ts';
import type { OrdersRepo } from './repo.ts';

/** Every order is taken in Indian rupees (amounts in paise). */
export const ORDER_CURRENCY = 'INR';

/** What the payment functions work with; each takes only the part it uses. */
export type PaymentsDeps = {
  orders: OrdersRepo;
  portfolios: PortfoliosRepo;
  users: UsersRepo;
  provider: PaymentProvider;
  publisher: Publisher;
  mailer: Mailer;
  siteUrl: (hostingName: string) => string;
  log: { warn(details: { err: unknown }, message: string): void };
  pricePaise: number;
  listPricePaise: number | undefined;
  checkout: { keyId?: string; checkoutUrl?: string };
  clock: Clock;
};
