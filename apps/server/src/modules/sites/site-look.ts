import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId } from '@portfolio/shared/templates';
import { fromJson } from '../../db/schema.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { SiteLook } from './contact-page.ts';

/** The template, theme and owner's name of a live site (Techfolio and no name when it is not live). */
export function createSiteLook(portfolios: PortfoliosRepo) {
  return async function lookOf(hostingName: string): Promise<SiteLook> {
    const row = await portfolios.findLiveByHostingName(hostingName);
    if (!row) return { templateId: DEFAULT_TEMPLATE_ID, ownerName: '' };
    const content = fromJson<PortfolioContent>(row.content);
    return {
      templateId: isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID,
      ownerName: content.name,
      theme: content.theme,
    };
  };
}
