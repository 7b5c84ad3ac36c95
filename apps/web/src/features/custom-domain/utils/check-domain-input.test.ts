import { domainMessages } from '@portfolio/shared/domains';
import { describe, expect, it } from 'vitest';
import { checkDomainInput } from './check-domain-input.ts';

describe('checkDomainInput', () => {
  it('gives the normalised name of what the owner typed', () => {
    expect(checkDomainInput(' https://WWW.Example.com./about ')).toEqual({ domain: 'www.example.com' });
  });

  it("gives the shared schema's message for a name that cannot be one", () => {
    expect(checkDomainInput('')).toEqual({ error: domainMessages.required });
    expect(checkDomainInput('203.0.113.7')).toEqual({ error: domainMessages.ipAddress });
    expect(checkDomainInput('my site.com')).toEqual({ error: domainMessages.malformed });
    expect(checkDomainInput('www.localhost')).toEqual({ error: domainMessages.localhost });
    expect(checkDomainInput('xn--80ak6aa92e.com')).toEqual({ error: domainMessages.punycode });
  });
});
