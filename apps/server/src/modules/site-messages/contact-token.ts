import { hmac, safeEqual } from '../../lib/crypto.ts';

/** A person takes longer than this to fill in a name, an address and a message. */
const MIN_FILL_MS = 2000;
/** A form open longer than this is sent again from a fresh copy. */
const MAX_FORM_AGE_MS = 2 * 60 * 60 * 1000;

type TokenCheck = 'ok' | 'forged' | 'too-fast' | 'expired';

/**
 * The contact form carries when it was handed out, signed for its site: a post without it, with
 * another site's, or with a changed time is forged; one sent sooner than a person could type, or
 * hours later, is refused.
 */
export function createContactTokens(secret: string) {
  const sign = (site: string, issuedAt: number) => hmac(secret, `contact-form\n${site}\n${issuedAt}`);
  return {
    issue: (site: string, now: number) => `${now}.${sign(site, now)}`,
    check(site: string, token: unknown, now: number): TokenCheck {
      if (typeof token !== 'string') return 'forged';
      const [time = '', signature] = token.split('.');
      const issuedAt = /^\d{1,15}$/.test(time) ? Number(time) : Number.NaN;
      if (!Number.isSafeInteger(issuedAt) || !safeEqual(sign(site, issuedAt), signature)) return 'forged';
      if (now - issuedAt < MIN_FILL_MS) return 'too-fast';
      if (now - issuedAt > MAX_FORM_AGE_MS) return 'expired';
      return 'ok';
    },
  };
}

export type ContactTokens = ReturnType<typeof createContactTokens>;
