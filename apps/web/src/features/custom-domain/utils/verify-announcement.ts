import { type CustomDomain, domainMessages } from '@portfolio/shared/domains';
import { failingChecks } from './domain-status.ts';

/**
 * What a screen reader hears after Verify: the server's sentence once connected, else how many
 * records are not right yet and what is wrong with each.
 */
export function verifyAnnouncement(domain: CustomDomain, message: string | undefined): string {
  if (domain.status === 'verified') return message ?? domainMessages.verified;
  const failing = failingChecks(domain);
  const total = domain.checks?.length ?? domain.records.length;
  if (failing.length === 0) return `${domain.domain} is not connected yet.`;
  const head =
    failing.length < total
      ? `${failing.length} of ${total} records ${failing.length === 1 ? 'is' : 'are'} not right yet.`
      : total === 2
        ? 'Neither record is right yet.'
        : 'No record is right yet.';
  return `${head} ${failing.map((check) => check.message).join(' ')}`;
}
