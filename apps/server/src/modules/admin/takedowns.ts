import { operatorTexts } from '@portfolio/shared/operator';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { siteRestoredMail, takedownMail } from '../mail/templates.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { AuditRepo } from './audit-log-repo.ts';

type Deps = {
  portfolios: PortfoliosRepo;
  users: UsersRepo;
  publisher: Publisher;
  mailer: Mailer;
  audit: AuditRepo;
  clock: Clock;
};

/** Who acts: the signed-in administrator's e-mail. */
export type Actor = string;

/**
 * Administrators taking a site off the web (phishing, stolen content...) and putting it back.
 * A taken-down site's files are removed like an offline one's, and the publisher keeps it so
 * whatever its owner saves; visitors get the 'unavailable' page (451).
 */
export function createTakedowns({ portfolios, users, publisher, mailer, audit, clock }: Deps) {
  async function portfolioOf(portfolioId: string) {
    const row = await portfolios.findById(portfolioId);
    if (!row) throw new NotFoundError('Portfolio not found.');
    return row;
  }

  async function tellOwner(userId: string, mail: (to: string) => Parameters<Mailer['send']>[0]) {
    const owner = await users.findById(userId);
    if (owner) await mailer.send(mail(owner.email));
  }

  return {
    async takeDown(
      actor: Actor,
      portfolioId: string,
      reason: string,
      action: 'takedown' | 'report_taken_down' = 'takedown',
    ) {
      const row = await portfolioOf(portfolioId);
      if (row.status !== 'live' && row.status !== 'offline') {
        throw new ConflictError(operatorTexts.notTakeDownable);
      }
      const now = new Date(clock());
      await portfolios.update(row.id, {
        status: 'taken_down',
        takedown_reason: reason,
        taken_down_at: now.toISOString(),
      });
      await publisher.publish(row.id);
      await audit.record({ actor, action, target: row.hosting_name, reason }, now);
      await tellOwner(row.user_id, (to) => takedownMail({ to, hostingName: row.hosting_name, reason }));
    },

    /** Back online as it was paid for; the owner's saves publish again. */
    async restore(actor: Actor, portfolioId: string, reason: string) {
      const row = await portfolioOf(portfolioId);
      if (row.status !== 'taken_down') throw new ConflictError(operatorTexts.notTakenDown);
      await portfolios.update(row.id, { status: 'live', takedown_reason: null, taken_down_at: null });
      const siteUrl = await publisher.publish(row.id);
      await audit.record({ actor, action: 'restore', target: row.hosting_name, reason }, new Date(clock()));
      await tellOwner(row.user_id, (to) => siteRestoredMail({ to, hostingName: row.hosting_name, siteUrl }));
    },
  };
}

export type Takedowns = ReturnType<typeof createTakedowns>;
