import type {
  PortfolioContent,
  PortfolioDetail,
  PortfolioVersion,
  PortfolioVersionDetail,
} from '@portfolio/shared/portfolio';
import { fromJson, toIsoString } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/domain-errors.ts';
import type { PortfoliosDeps } from './deps.ts';
import { ownedPortfolio } from './ownership.ts';
import { savePortfolio } from './save.ts';

const versionNotFound = 'Version not found.';

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
  }));
}

/** An old version whole, to preview it. */
export async function versionDetail(
  { repo, versions }: Pick<PortfoliosDeps, 'repo' | 'versions'>,
  userId: string,
  portfolioId: string,
  versionId: string,
): Promise<PortfolioVersionDetail> {
  await ownedPortfolio(repo, userId, portfolioId);
  const row = await versions.find(portfolioId, versionId);
  if (!row) throw new NotFoundError(versionNotFound);
  return {
    ...fromJson<PortfolioContent>(row.content),
    _id: row.id,
    createdAt: toIsoString(row.created_at),
    changes: row.summary,
    coverImage: `/uploads/${row.cover_image}`,
  };
}

/** Makes an old version the current one: a save like any other, so it can be undone too. */
export async function restoreVersion(
  deps: Omit<PortfoliosDeps, 'images'>,
  userId: string,
  portfolioId: string,
  versionId: string,
): Promise<PortfolioDetail> {
  await ownedPortfolio(deps.repo, userId, portfolioId);
  const old = await deps.versions.find(portfolioId, versionId);
  if (!old) throw new NotFoundError(versionNotFound);
  const cover = { key: old.cover_image, width: old.cover_width, height: old.cover_height };
  const when = new Date(old.created_at).toISOString().slice(0, 16).replace('T', ' ');
  return savePortfolio(deps, {
    id: portfolioId,
    content: fromJson<PortfolioContent>(old.content),
    cover,
    label: (summary) => `Restored the version of ${when} UTC (${summary})`,
  });
}
