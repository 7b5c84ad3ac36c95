import { z } from 'zod';

export const DOMAIN_MAX_LENGTH = 253;

/** Texts of the custom domain form and checks. */
export const domainMessages = {
  required: 'Enter a domain name, such as www.example.com',
  tooLong: `A domain name has at most ${DOMAIN_MAX_LENGTH} characters`,
  malformed:
    'Enter a domain name such as www.example.com: letters, digits and hyphens, with dots between the parts',
  ipAddress: 'Enter a domain name, not an IP address',
  localhost: 'localhost and its sub-domains cannot be a custom domain',
  punycode: 'International domain names (xn--) are not supported yet: use a plain ASCII name',
  ownDomain: "That is Portfolio Maker's own domain",
  underSites: 'Names under our sites domain are already yours: pick a domain you own',
  taken: 'This domain is already connected to another portfolio',
  apexWithoutAddress:
    'A root domain such as example.com cannot point here with a CNAME: use a sub-domain such as www.example.com',
  notLive: 'Connect a domain once the portfolio is live',
  dnsUnreachable: 'We could not reach DNS to check your records. Please try again in a moment.',
  verified: 'Your domain is connected. It may take a few minutes for its certificate to be issued.',
  removed: 'The domain is no longer connected: your site answers at its usual address only.',
} as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * What an owner types, made comparable: spaces and a pasted scheme, path or trailing dot are
 * dropped, letters lower-cased ("https://WWW.Example.com./" is www.example.com).
 */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

/** A custom domain as a name on the public internet; the app's own refusals come on top (server). */
export const domainNameSchema = z
  .string({ error: domainMessages.required })
  .transform(normalizeDomain)
  .superRefine((domain, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, abort: true });
    if (domain === '') return fail(domainMessages.required);
    if (domain.length > DOMAIN_MAX_LENGTH) return fail(domainMessages.tooLong);
    if (/^[\d.]+$/.test(domain) || domain.includes(':') || domain.startsWith('[')) {
      return fail(domainMessages.ipAddress);
    }
    const labels = domain.split('.');
    if (labels.length < 2 || !labels.every((label) => LABEL.test(label)))
      return fail(domainMessages.malformed);
    if (!/^[a-z]{2,63}$/.test(labels.at(-1) as string)) return fail(domainMessages.malformed);
    if (domain === 'localhost' || domain.endsWith('.localhost')) return fail(domainMessages.localhost);
    if (labels.some((label) => label.startsWith('xn--'))) return fail(domainMessages.punycode);
  });

const portfolioId = z
  .string({ error: 'portfolioId is required' })
  .trim()
  .min(1, 'portfolioId is required')
  .max(100, 'portfolioId must be at most 100 characters');

export const addDomainSchema = z.object({ portfolioId, domain: domainNameSchema });
export const domainOfPortfolioSchema = z.object({ portfolioId });

const recordType = z.enum(['CNAME', 'A', 'TXT']);

/** A record the owner creates at their DNS provider. */
export const dnsRecordSchema = z.object({ type: recordType, name: z.string(), value: z.string() });

/** One record as the last check found it, in plain words. */
export const domainCheckSchema = z.object({ type: recordType, ok: z.boolean(), message: z.string() });

/** A portfolio's custom domain, as its owner sees it on the Manage screen and the card. */
export const customDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified', 'needs_attention']),
  /** The records to create: where the name points, and the TXT record proving it is the owner's. */
  records: z.array(dnsRecordSchema),
  /** What the last check found; null before the first. */
  checks: z.array(domainCheckSchema).nullable(),
  verifiedAt: z.string().nullable(),
  /** needs_attention: when the records went missing, and when the domain stops being served. */
  failingSince: z.string().nullable(),
  stopsServingAt: z.string().nullable(),
});

export type DnsRecord = z.infer<typeof dnsRecordSchema>;
export type DomainCheck = z.infer<typeof domainCheckSchema>;
export type CustomDomain = z.infer<typeof customDomainSchema>;
export type DomainStatus = CustomDomain['status'];
