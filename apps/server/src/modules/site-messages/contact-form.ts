import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { type SiteMessageInput, siteMessageSchema, siteMessageTexts } from '@portfolio/shared/site-messages';
import { v7 as uuidv7 } from 'uuid';
import { fromJson, type PortfolioRow } from '../../db/schema.ts';
import { DAY_MS, isoNow } from '../../lib/clock.ts';
import { siteMessageMail } from '../mail/templates.ts';
import type { SiteMessagesDeps } from './deps.ts';

/** Per visitor (by network address), across all sites, and per site: what a person might send. */
export const CONTACT_LIMITS = {
  perClient: { max: 5, windowMs: 10 * 60 * 1000 },
  perSite: { max: 50, windowMs: DAY_MS },
} as const;

type Values = Record<'name' | 'email' | 'message', string>;

/** The answer a site's contact form gets, for its page to show. */
export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'closed' }
  | {
      kind: 'refused';
      status: 400 | 429;
      message: string;
      /** What the visitor typed, to fill the form again (none for forged posts). */
      values?: Values;
      errors?: Partial<Record<keyof SiteMessageInput, string>>;
    };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the site's form page shows: its owner's name and a fresh token; none when it takes no messages. */
export async function contactFormFor(
  { portfolios, tokens, clock }: Pick<SiteMessagesDeps, 'portfolios' | 'tokens' | 'clock'>,
  hostingName: string,
): Promise<{ name: string; token: string } | undefined> {
  const row = await portfolios.findLiveByHostingName(hostingName);
  if (!row?.contact_form) return undefined;
  return {
    name: fromJson<PortfolioContent>(row.content).name,
    token: tokens.issue(hostingName, clock()),
  };
}

/** A visitor's message to a live site's owner: kept for the inbox and mailed to the owner. */
export async function submitContactForm(
  deps: SiteMessagesDeps,
  hostingName: string,
  form: Record<string, unknown>,
  clientKey: string,
): Promise<ContactOutcome> {
  const row = await deps.portfolios.findLiveByHostingName(hostingName);
  if (!row?.contact_form) return { kind: 'closed' };
  const values = { name: text(form.name), email: text(form.email), message: text(form.message) };
  const refused = tokenRefusal(deps, hostingName, form, values);
  if (refused) return refused;
  const parsed = siteMessageSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof SiteMessageInput, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SiteMessageInput;
      errors[field] ??= issue.message;
    }
    return { kind: 'refused', status: 400, message: Object.values(errors)[0] as string, values, errors };
  }
  if (await overLimit(deps, clientKey, hostingName)) {
    return { kind: 'refused', status: 429, message: siteMessageTexts.tooMany, values };
  }
  await deliver(deps, row, parsed.data);
  return { kind: 'sent' };
}

/** A post that a person did not send from the form page a moment ago, refused. */
function tokenRefusal(
  { tokens, clock }: Pick<SiteMessagesDeps, 'tokens' | 'clock'>,
  hostingName: string,
  form: Record<string, unknown>,
  values: Values,
): ContactOutcome | undefined {
  // The honeypot: a field people never see; only a program fills it.
  if (text(form.website) !== '') return { kind: 'refused', status: 400, message: siteMessageTexts.refused };
  const token = tokens.check(hostingName, form.token, clock());
  if (token === 'forged') return { kind: 'refused', status: 400, message: siteMessageTexts.refused };
  if (token === 'too-fast')
    return { kind: 'refused', status: 400, message: siteMessageTexts.tooFast, values };
  if (token === 'expired') return { kind: 'refused', status: 400, message: siteMessageTexts.expired, values };
  return undefined;
}

/** A visitor over their limit is refused before counting against the site's. */
async function overLimit(
  { limits }: Pick<SiteMessagesDeps, 'limits'>,
  clientKey: string,
  site: string,
): Promise<boolean> {
  const { perClient, perSite } = CONTACT_LIMITS;
  const client = await limits.hit(`client:${clientKey}`, perClient.windowMs);
  if (client.current > perClient.max) return true;
  return (await limits.hit(`site:${site}`, perSite.windowMs)).current > perSite.max;
}

/** Keeps the message, then mails it to the site's owner. */
async function deliver(deps: SiteMessagesDeps, row: PortfolioRow, message: SiteMessageInput): Promise<void> {
  await deps.repo.insert({
    id: uuidv7(),
    portfolio_id: row.id,
    ...message,
    created_at: isoNow(deps.clock),
    read_at: null,
  });
  const owner = await deps.users.findById(row.user_id);
  if (owner) {
    // The message is kept whatever happens to the mail: the owner also finds it in the inbox.
    await deps.mailer
      .send(siteMessageMail({ to: owner.email, site: await deps.siteUrl(row), ...message }))
      .catch((error) => deps.log.warn({ err: error, site: row.hosting_name }, 'site message mail failed'));
  }
}
