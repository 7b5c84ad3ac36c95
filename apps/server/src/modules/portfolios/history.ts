import type {
  PortfolioContent,
  PortfolioDetail,
  PortfolioVersion,
  PortfolioVersionDetail,
} from '@portfolio/shared/portfolio';
import { isTemplateId } from '@portfolio/shared/templates';
import { fromJson, toIsoString } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import type { PortfoliosDeps } from './deps.ts';
import { ownedPortfolio } from './ownership.ts';
import { savePortfolio } from './save.ts';
import type { StoredImage } from './uploads.ts';
import type { VersionsRepo } from './versions-repo.ts';

const versionNotFound = 'Version not found.';
const templateWithdrawn =
  'This version was made in a template that is no longer offered, so it cannot be restored. Restore another version, or edit the portfolio and choose a template.';

type VersionRow = NonNullable<Awaited<ReturnType<VersionsRepo['find']>>>;

/** When the version a restore brought back was saved; nothing for other saves. */
const restoredFrom = (row: Pick<VersionRow, 'restored_from'>) =>
  row.restored_from ? { restoredFrom: toIsoString(row.restored_from) } : {};

/** The version's photo: a stored image, null for none, undefined when it is not known. */
function photoOf(row: VersionRow): StoredImage | null | undefined {
  if (!row.photo_known) return undefined;
  if (!row.photo_image || !row.photo_width || !row.photo_height) return null;
  return { key: row.photo_image, width: row.photo_width, height: row.photo_height };
}

/** The history of a portfolio, newest first: when, and what each save changed. */
export async function listVersions(
  { repo, versions }: Pick<PortfoliosDeps, 'repo' | 'versions'>,
  userId: string,
  portfolioId: string,
): Promise<PortfolioVersion[]> {
  await ownedPortfolio(repo, userId, portfolioId);
  const rows = await versions.list(portfolioId);
  return rows.map((row, i) => ({
    _id: row.id,
    createdAt: toIsoString(row.created_at),
    changes: row.summary,
    current: i === 0,
    ...restoredFrom(row),
  }));
}

/** An old version whole, to preview it: its content, cover, template and photo (those known). */
export async function versionDetail(
  { repo, versions }: Pick<PortfoliosDeps, 'repo' | 'versions'>,
  userId: string,
  portfolioId: string,
  versionId: string,
): Promise<PortfolioVersionDetail> {
  await ownedPortfolio(repo, userId, portfolioId);
  const row = await versions.find(portfolioId, versionId);
  if (!row) throw new NotFoundError(versionNotFound);
  const photo = photoOf(row);
  return {
    ...fromJson<PortfolioContent>(row.content),
    _id: row.id,
    createdAt: toIsoString(row.created_at),
    changes: row.summary,
    coverImage: `/uploads/${row.cover_image}`,
    ...restoredFrom(row),
    ...(row.template_id !== null && { templateId: row.template_id }),
    ...(photo !== undefined && { photo: photo && `/uploads/${photo.key}` }),
  };
}

/**
 * Makes an old version the current one, template and photo included (the current ones stay where
 * the version does not know its own): a save like any other, so it can be undone too. A version
 * whose template is no longer offered is refused, changing nothing.
 */
export async function restoreVersion(
  deps: Omit<PortfoliosDeps, 'images'>,
  userId: string,
  portfolioId: string,
  versionId: string,
): Promise<PortfolioDetail> {
  await ownedPortfolio(deps.repo, userId, portfolioId);
  const old = await deps.versions.find(portfolioId, versionId);
  if (!old) throw new NotFoundError(versionNotFound);
  const templateId = old.template_id ?? undefined;
  if (templateId !== undefined && !isTemplateId(templateId)) throw new ConflictError(templateWithdrawn);
  return savePortfolio(deps, {
    id: portfolioId,
    content: fromJson<PortfolioContent>(old.content),
    cover: { key: old.cover_image, width: old.cover_width, height: old.cover_height },
    look: { templateId, photo: photoOf(old) },
    restoredFrom: toIsoString(old.created_at),
  });
}
