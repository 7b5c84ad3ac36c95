import { describe, expect, it } from 'vitest';
import { domainMessages, domainNameSchema } from './domains.ts';

const check = (input: unknown) => {
  const result = domainNameSchema.safeParse(input);
  return result.success ? { domain: result.data } : { message: result.error.issues[0]?.message };
};

describe('domainNameSchema', () => {
  it('accepts what owners type, made comparable', () => {
    expect(check('www.example.com')).toEqual({ domain: 'www.example.com' });
    expect(check('  WWW.Example.COM.  ')).toEqual({ domain: 'www.example.com' });
    expect(check('https://www.example.com/about?x=1')).toEqual({ domain: 'www.example.com' });
    expect(check('asha.dev')).toEqual({ domain: 'asha.dev' });
    expect(check('portfolio.asha-rao.co.uk')).toEqual({ domain: 'portfolio.asha-rao.co.uk' });
  });

  it.each([
    ['', domainMessages.required],
    [undefined, domainMessages.required],
    [`${'x'.repeat(250)}.com`, domainMessages.tooLong],
    ['203.0.113.7', domainMessages.ipAddress],
    ['[2001:db8::1]', domainMessages.ipAddress],
    ['example', domainMessages.malformed],
    ['exa mple.com', domainMessages.malformed],
    ['-bad.example.com', domainMessages.malformed],
    ['bad-.example.com', domainMessages.malformed],
    ['a..example.com', domainMessages.malformed],
    [`${'a'.repeat(64)}.com`, domainMessages.malformed],
    ['under_score.example.com', domainMessages.malformed],
    ['example.123', domainMessages.malformed],
    ['localhost', domainMessages.malformed],
    ['www.localhost', domainMessages.localhost],
    ['xn--80ak6aa92e.com', domainMessages.punycode],
    ['www.xn--bcher-kva.example', domainMessages.punycode],
    ['bücher.example', domainMessages.malformed],
  ])('refuses %j with "%s"', (input, message) => {
    expect(check(input)).toEqual({ message });
  });
});
