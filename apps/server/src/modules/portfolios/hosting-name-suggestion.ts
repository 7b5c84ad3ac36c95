import {
  type HostingNameSuggestion,
  hostingNameCandidates,
  hostingNameSuggestionMessages,
} from '@portfolio/shared/hosting-name-suggestion';
import { ConflictError, InvalidError } from '../../lib/domain-errors.ts';
import type { PortfoliosDeps } from './deps.ts';

/**
 * A hosting name for a new portfolio made from the owner's full name: the first of its candidates
 * (the name, then -2, -3 …: a bounded list, asked of the database at once) that no portfolio has.
 */
export async function suggestHostingName(
  { repo, addresses }: Pick<PortfoliosDeps, 'repo' | 'addresses'>,
  fullName: string,
): Promise<HostingNameSuggestion> {
  const candidates = hostingNameCandidates(fullName);
  if (candidates.length === 0) throw new InvalidError(hostingNameSuggestionMessages.noLetters);
  const taken = await repo.hostingNamesTaken(candidates);
  const free = candidates.find((name) => !taken.has(name));
  if (!free) throw new ConflictError(hostingNameSuggestionMessages.noneFree);
  return { hostingName: free, address: addresses.ofHostingName(free) };
}
