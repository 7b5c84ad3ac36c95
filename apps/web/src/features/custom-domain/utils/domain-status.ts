// Types only: the card on /templates uses these helpers, and the shared module's values bring zod.
import type { CustomDomain, DomainStatus } from '@portfolio/shared/domains';

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
