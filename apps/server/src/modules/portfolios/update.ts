import type { PortfolioContent, PortfolioDetail } from '@portfolio/shared/portfolio';
import { fromJson } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/domain-errors.ts';
import type { PortfoliosDeps } from './deps.ts';
import { templateOfRow } from './details.ts';
import { portfolioNotFound } from './ownership.ts';
import type { PortfolioChange } from './portfolio-form.ts';
import { savePortfolio } from './save.ts';
import { storeUploads } from './uploads.ts';

/**
 * Changes everything but the hosting name; keeps the old cover when no new file is sent.
 * The save becomes a version in the history; a live portfolio is re-published at once.
 */
export async function updatePortfolio(
  deps: PortfoliosDeps,
  userId: string,
  form: PortfolioChange,
): Promise<PortfolioDetail> {
  const { repo } = deps;
  const { id, hostingName } = form;
  const existing = id
    ? await repo.findOwned(userId, id)
    : hostingName
      ? await repo.findOwnedByHostingName(userId, hostingName)
      : undefined;
  if (!existing) throw new NotFoundError(portfolioNotFound);
  if (hostingName !== undefined && hostingName !== existing.hosting_name) {
    throw new InvalidError('The hosting name cannot be changed.');
  }
  const stored = fromJson<Partial<PortfolioContent>>(existing.content);
  const sent = { ...form.content };
  for (const list of form.unsentLists) Object.assign(sent, { [list]: stored[list] ?? [] });
  if (form.keepTheme) sent.theme = stored.theme;
  const content = await deps.projectImages.place(userId, sent);
  const templateId = form.templateId ?? templateOfRow(existing);
  const uploads = await storeUploads(deps, userId, form);
  const photo = uploads.photo ?? (form.removePhoto ? null : undefined);
  const saved = await savePortfolio(deps, {
    id: existing.id,
    content,
    cover: uploads.cover,
    look: { templateId, photo },
    uploads,
  });
  await deps.projectImages.settle(userId, content);
  return saved;
}
