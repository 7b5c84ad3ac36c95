import { domainMessages, domainNameSchema } from '@portfolio/shared/domains';

/** What the owner typed, checked with the shared rules: the normalised name, or the message to show. */
export function checkDomainInput(value: string): { domain: string } | { error: string } {
  const result = domainNameSchema.safeParse(value);
  if (result.success) return { domain: result.data };
  return { error: result.error.issues[0]?.message ?? domainMessages.malformed };
}
