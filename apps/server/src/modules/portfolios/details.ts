import { undrawable } from '@portfolio/resume-pdf/undrawable';
import type { PortfolioContent, PortfolioDetail } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from '@portfolio/shared/templates';
import { fromJson, type PortfolioRow } from '../../db/schema.ts';
import type { PortfoliosDeps } from './deps.ts';
import { ownedPortfolio } from './ownership.ts';

type DetailDeps = Pick<PortfoliosDeps, 'addresses' | 'lastWeekViews' | 'messageCounts'>;

export const templateOfRow = (row: PortfolioRow): TemplateId =>
  isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;

/**
 * Portfolios as their owner's list shows them: with their addresses, last week's views and their
 * messages (each a query for the whole list).
 */
export async function toDetails(
  { addresses, lastWeekViews, messageCounts }: DetailDeps,
  rows: PortfolioRow[],
): Promise<PortfolioDetail[]> {
  const [sites, views, messages] = await Promise.all([
    addresses.describe(rows),
    lastWeekViews(rows.filter((row) => row.status === 'live').map((row) => row.id)),
    // An offline or taken down site keeps the messages it had.
    messageCounts(rows.filter((row) => row.status !== 'awaiting_payment').map((row) => row.id)),
  ]);
  return rows.map((row) => {
    const content = fromJson<PortfolioContent>(row.content);
    return {
      ...content,
      _id: row.id,
      title: row.title,
      coverImage: `/uploads/${row.cover_image}`,
      hostingName: row.hosting_name,
      status: row.status,
      takedownReason: row.takedown_reason,
      liveUrl: sites.get(row.id)?.liveUrl ?? '',
      customDomain: sites.get(row.id)?.customDomain ?? null,
      viewsLast7Days: views.get(row.id) ?? 0,
      messageCount: messages.get(row.id)?.total ?? 0,
      unreadMessages: messages.get(row.id)?.unread ?? 0,
      contactForm: Boolean(row.contact_form),
      templateId: templateOfRow(row),
      photo: row.photo_image ? `/uploads/${row.photo_image}` : null,
      resumeLink: Boolean(row.resume_link),
      resumeUndrawable: undrawable(content),
    };
  });
}

export const toDetail = async (deps: DetailDeps, row: PortfolioRow) =>
  (await toDetails(deps, [row]))[0] as PortfolioDetail;

/** One of the user's portfolios as their list shows it. */
export async function portfolioDetail(
  deps: DetailDeps & Pick<PortfoliosDeps, 'repo'>,
  userId: string,
  portfolioId: string,
): Promise<PortfolioDetail> {
  return toDetail(deps, await ownedPortfolio(deps.repo, userId, portfolioId));
}

export async function listOwnedPortfolios(
  deps: DetailDeps & Pick<PortfoliosDeps, 'repo'>,
  userId: string,
): Promise<PortfolioDetail[]> {
  return toDetails(deps, await deps.repo.listOwned(userId));
}
