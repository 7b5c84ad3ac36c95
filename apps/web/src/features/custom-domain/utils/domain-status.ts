import {
  type CustomDomain,
  customDomainSchema,
  type DomainStatus,
  domainMessages,
} from '@portfolio/shared/domains';

const whenFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time for people ("14 Mar 2026, 10:32 am"); undefined for a missing or broken one. */
export function formatWhen(iso: string | null | undefined): string | undefined {
  if (!iso || Number.isNaN(Date.parse(iso))) return undefined;
  return whenFormat.format(new Date(iso));
}

/** The badge on the section and the card: words first, the colour only repeats them. */
export const statusLabel: Record<DomainStatus, string> = {
  pending: 'Not connected yet',
  verified: 'Connected',
  needs_attention: 'Needs attention',
};

/** What the owner typed, checked with the shared rules: the normalised name, or the message to show. */
export function checkDomainInput(value: string): { domain: string } | { error: string } {
  const result = customDomainSchema.safeParse(value);
  if (result.success) return { domain: result.data };
  return { error: result.error.issues[0]?.message ?? domainMessages.malformed };
}

/**
 * The address a connected domain serves the site at, with the scheme the sites are served with
 * (the one of the portfolio's live address: https in production, http on a laptop).
 */
export function domainAddress(domain: string, liveUrl: string): string {
  let scheme = 'https:';
  try {
    scheme = new URL(liveUrl).protocol === 'http:' ? 'http:' : 'https:';
  } catch {
    // keep https
  }
  return `${scheme}//${domain}/`;
}

/** A bare domain (example.com) rather than a sub-domain (www.example.com). */
export const isBareDomain = (domain: string) => domain.split('.').length === 2;

/** Whether a domain that needs attention still serves the site (its 7 days are not over). */
export function stillServed(domain: CustomDomain, now = Date.now()): boolean {
  if (domain.status !== 'needs_attention') return domain.status === 'verified';
  const until = domain.stopsServingAt ? Date.parse(domain.stopsServingAt) : Number.NaN;
  return Number.isNaN(until) || until > now;
}

/** The records the last check found wrong or missing (none before the first check). */
export const failingChecks = (domain: CustomDomain) => (domain.checks ?? []).filter((check) => !check.ok);

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

export type DomainNotice = { tone: 'info' | 'warning'; title: string; text: string };

/**
 * The notice on the portfolio's card about its domain: not connected yet, or needing attention
 * (until when it is still served, or since when it is not). None for a connected domain: the
 * card's live address already is the domain.
 */
export function domainNotice(domain: CustomDomain | null, now = Date.now()): DomainNotice | undefined {
  if (!domain || domain.status === 'verified') return undefined;
  if (domain.status === 'pending') {
    return {
      tone: 'info',
      title: 'Domain not connected yet',
      text: `${domain.domain} waits for its DNS records: create them, then press Verify in Manage.`,
    };
  }
  const until = formatWhen(domain.stopsServingAt);
  const serving = !until
    ? ''
    : stillServed(domain, now)
      ? ` It still shows your portfolio until ${until}.`
      : ` It stopped showing your portfolio on ${until}.`;
  return {
    tone: 'warning',
    title: 'Domain needs attention',
    text: `The DNS records of ${domain.domain} are missing or wrong.${serving} Open Manage to fix them.`,
  };
}
