import { Resolver } from 'node:dns/promises';
import type { DnsRecord, DomainCheck } from '@portfolio/shared/domains';

/** DNS itself could not be asked (timeout, refused, server failure): nothing is known of the records. */
export class DnsUnreachableError extends Error {}

// The name or record does not exist: an answer, not a failure.
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** What a domain's records must be: its TXT code, and where it points (a CNAME, or an A record). */
type Expected = { domain: string; token: string; siteHost: string; ipv4: string | undefined };

/** The records an owner creates: an apex name (two labels) gets an A record when one is possible. */
export function recordsFor({ domain, token, siteHost, ipv4 }: Expected): DnsRecord[] {
  const apex = domain.split('.').length === 2;
  const pointer: DnsRecord =
    apex && ipv4
      ? { type: 'A', name: domain, value: ipv4 }
      : { type: 'CNAME', name: domain, value: siteHost };
  return [pointer, { type: 'TXT', name: `_portfolio-maker.${domain}`, value: token }];
}

/**
 * Looks a custom domain's records up and says, record by record and in plain words, what is
 * right, missing or wrong. `servers` are the DNS servers to ask (the system's when empty).
 * The words name only what the owner set up or must set up, never what DNS answered: the
 * server's resolver may see internal names, private addresses and TXT values the owner's
 * public DNS does not show, and Verify must not read them out to whoever adds a domain.
 */
export function createDnsCheck(servers: string[]) {
  return async function check(expected: Expected): Promise<DomainCheck[]> {
    const resolver = new Resolver({ timeout: 1500, tries: 2 });
    if (servers.length > 0) resolver.setServers(servers);
    const { domain } = expected;
    const txtName = `_portfolio-maker.${domain}`;
    const [txt, cname, a] = await Promise.all([
      lookup((r) => r.resolveTxt(txtName), resolver),
      lookup((r) => r.resolveCname(domain), resolver),
      lookup((r) => r.resolve4(domain), resolver),
    ]);
    return [pointCheckOf(expected, cname, a), txtCheckOf(expected.token, txtName, txt)];
  };
}

/** A lookup's answer; null when the name has no such record. */
async function lookup<T>(work: (resolver: Resolver) => Promise<T>, resolver: Resolver): Promise<T | null> {
  try {
    return await work(resolver);
  } catch (error) {
    if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw new DnsUnreachableError('DNS could not be asked', { cause: error });
  }
}

/** Whether the TXT record holds the domain's code. */
function txtCheckOf(token: string, txtName: string, txt: string[][] | null): DomainCheck {
  const values = (txt ?? []).map((chunks) => chunks.join(''));
  if (values.includes(token)) {
    return { type: 'TXT', ok: true, message: `The TXT record ${txtName} holds your code.` };
  }
  return values.length > 0
    ? {
        type: 'TXT',
        ok: false,
        message: `The TXT record ${txtName} does not hold your code. Set its value to ${token}.`,
      }
    : {
        type: 'TXT',
        ok: false,
        message: `There is no TXT record ${txtName} yet. Create it with the value ${token}.`,
      };
}

/** Whether the domain points to the site: a CNAME to its host, or an A record of SITES_IPV4. */
function pointCheckOf(expected: Expected, cname: string[] | null, a: string[] | null): DomainCheck {
  const { domain, siteHost, ipv4 } = expected;
  const target = (cname ?? []).map(bare)[0];
  const addresses = a ?? [];
  const pointer = recordsFor(expected)[0] as DnsRecord;
  if (target === bare(siteHost)) {
    return { type: 'CNAME', ok: true, message: `${domain} points to ${siteHost}.` };
  }
  if (target) return { type: 'CNAME', ok: false, message: `${domain} points elsewhere, not to ${siteHost}.` };
  if (ipv4 && addresses.includes(ipv4))
    return { type: 'A', ok: true, message: `${domain} points to ${ipv4}.` };
  if (addresses.length > 0) {
    return { type: pointer.type, ok: false, message: `${domain} points elsewhere, not to ${pointer.value}.` };
  }
  return {
    type: pointer.type,
    ok: false,
    message: `There is no ${pointer.type} record for ${domain} yet. Create one pointing to ${pointer.value}.`,
  };
}

export type DnsCheck = ReturnType<typeof createDnsCheck>;
