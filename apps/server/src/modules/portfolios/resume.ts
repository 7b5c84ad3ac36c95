import { exportJsonResume } from '@portfolio/json-resume/export-json-resume';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { orderedSections, siteSectionOrder } from '@portfolio/shared/site-rules';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import { fromJson } from '../../db/schema.ts';
import type { PortfoliosDeps } from './deps.ts';
import { ownedPortfolio } from './ownership.ts';

/** The portfolio as a JSON Resume document, its live address as `basics.url` once paid for. */
export async function jsonResume(
  { repo, addresses }: Pick<PortfoliosDeps, 'repo' | 'addresses'>,
  userId: string,
  portfolioId: string,
) {
  const row = await ownedPortfolio(repo, userId, portfolioId);
  const siteUrl = row.status === 'awaiting_payment' ? undefined : await addresses.of(row);
  const content = fromJson<PortfolioContent>(row.content);
  // The site's order (the owner's, else the template's); hidden sections are exported, `meta` names them.
  const templateId = isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;
  const sections = orderedSections(siteSectionOrder(templateId, content), {
    sectionOrder: content.sectionOrder,
  });
  return { hostingName: row.hosting_name, document: exportJsonResume(content, { siteUrl, sections }) };
}

/** Whether the live site links its PDF résumé; a live site is published again at once. */
export async function setResumeLink(
  { repo, publisher }: Pick<PortfoliosDeps, 'repo' | 'publisher'>,
  userId: string,
  portfolioId: string,
  enabled: boolean,
): Promise<void> {
  const row = await ownedPortfolio(repo, userId, portfolioId);
  await repo.update(row.id, { resume_link: enabled });
  if (row.status === 'live') await publisher.publish(row.id);
}
