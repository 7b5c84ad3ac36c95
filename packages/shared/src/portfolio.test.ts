import { describe, expect, it } from 'vitest';
import { hostingNameSchema, portfolioMessages } from './portfolio.ts';

const messageFor = (name: string) => {
  const result = hostingNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('hosting name look-alikes (docs/design.md deviation 7)', () => {
  it('refuses punycode labels, which a browser shows as another script', () => {
    expect(messageFor('xn--80ak6aa92e')).toBe(portfolioMessages.hostingNamePunycode);
    expect(messageFor('xn--asha')).toBe(portfolioMessages.hostingNamePunycode);
  });

  it('refuses two hyphens in a row anywhere in the name', () => {
    expect(messageFor('asha--rao')).toBe(portfolioMessages.hostingNameDoubleHyphen);
    expect(messageFor('ab---c')).toBe(portfolioMessages.hostingNameDoubleHyphen);
  });

  it('still accepts single hyphens and names merely starting with xn', () => {
    expect(messageFor('asha-rao')).toBeUndefined();
    expect(messageFor('xnasha')).toBeUndefined();
    expect(messageFor('xn-asha')).toBeUndefined();
  });
});
