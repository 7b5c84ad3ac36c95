import type { User } from '@portfolio/shared/auth';
import type { ImagesService } from '../images/images-service.ts';
import type { PortfolioLifecycle } from '../portfolios/lifecycle.ts';
import type { PortfoliosService } from '../portfolios/service.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import type { SessionsService } from '../sessions/sessions-service.ts';
import type { AccountRepo } from './account-repo.ts';
import type { AccountsService } from './accounts-service.ts';

type Deps = {
  repo: AccountRepo;
  accounts: AccountsService;
  sessions: SessionsService;
  portfolios: PortfoliosService;
  lifecycle: PortfolioLifecycle;
  projectImages: Pick<ImagesService, 'removeAllOf'>;
};

/** 'My account': deleting everything the product holds about a user (the download is data-export.ts). */
export function createAccountService(deps: Deps) {
  const { repo, portfolios } = deps;

  return {
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
      // Images uploaded but never placed in a portfolio go too.
      await deps.projectImages.removeAllOf(user._id);
      await deps.sessions.endAllOf(user._id);
      await repo.forget(user._id, user.email);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
