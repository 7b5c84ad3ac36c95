import type { User } from '@portfolio/shared/auth';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { fromJson, toIsoString } from '../../db/schema.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import type { AccountsService } from '../auth/accounts-service.ts';
import type { OtpClient } from '../auth/otp-client.ts';
import type { SessionsService } from '../auth/sessions-service.ts';
import type { PortfolioLifecycle } from '../portfolios/lifecycle.ts';
import type { PortfoliosService } from '../portfolios/service.ts';
import type { VersionsRepo } from '../portfolios/versions-repo.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { AccountRepo } from './repo.ts';

type Deps = {
  repo: AccountRepo;
  users: UsersRepo;
  accounts: AccountsService;
  sessions: SessionsService;
  portfolios: PortfoliosService;
  versions: VersionsRepo;
  lifecycle: PortfolioLifecycle;
  clock: Clock;
};

/** 'My account': everything the product holds about a user, as one file, and deleting it all. */
export function createAccountService(deps: Deps) {
  const { repo, portfolios, versions } = deps;

  return {
    /** One JSON document: the account, each portfolio with its whole history, orders, messages received. */
    async exportAll(user: User) {
      const row = await deps.users.findById(user._id);
      const owned = await portfolios.listOwned(user._id);
      const withHistory = await Promise.all(
        owned.map(async (portfolio) => ({
          ...portfolio,
          history: (await versions.all(portfolio._id)).map((version) => ({
            savedAt: toIsoString(version.created_at),
            summary: version.summary,
            coverImage: `/uploads/${version.cover_image}`,
            content: fromJson<PortfolioContent>(version.content),
          })),
        })),
      );
      return {
        exportedAt: isoNow(deps.clock),
        account: {
          userName: user.userName,
          fullName: user.fullName,
          email: user.email,
          role: user.role,
          createdAt: row ? toIsoString(row.created_at) : null,
        },
        portfolios: withHistory,
        orders: await repo.ordersOf(user._id),
        messagesReceived: await repo.messagesReceived(owned.map((p) => p._id)),
      };
    },

    requestDeletionCode: (user: User, client: OtpClient) =>
      deps.accounts.requestDeletionCode(user.email, client),

    /**
     * With the mailed code: every portfolio (its site, files and history), then the account and
     * what is filed under its address; every sign-in ends at once. Orders are kept, anonymised.
     */
    async deleteAccount(user: User, code: string, client: OtpClient): Promise<void> {
      await deps.accounts.confirmDeletion(user.email, code, client);
      for (const portfolio of await portfolios.listOwned(user._id)) {
        await deps.lifecycle.remove(user._id, portfolio._id, portfolio.hostingName);
      }
      await deps.sessions.endAllOf(user._id);
      await repo.forget(user._id, user.email);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
