import type { PortfolioVersion } from '@portfolio/shared/portfolio';
import { versionTime } from './version-time.ts';

/**
 * What a save changed, in words; a restore says which version it brought back, at its time as
 * every other time in the history is shown: 'Restored the version of 20 Nov 2026, 09:05 (Title changed)'.
 */
export function versionChanges({
  changes,
  restoredFrom,
}: Pick<PortfolioVersion, 'changes' | 'restoredFrom'>) {
  return restoredFrom ? `Restored the version of ${versionTime(restoredFrom)} (${changes})` : changes;
}
