import { type CustomDomain, domainMessages } from '@portfolio/shared/domains';
import { describe, expect, it } from 'vitest';
import {
  checkDomainInput,
  domainAddress,
  domainNotice,
  isBareDomain,
  stillServed,
  verifyAnnouncement,
} from './domain-status.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');

const domain = (changes: Partial<CustomDomain> = {}): CustomDomain => ({
  domain: 'www.example.com',
  status: 'pending',
  records: [
    { type: 'CNAME', name: 'www.example.com', value: 'asha.sites.example.com' },
    { type: 'TXT', name: '_portfolio-maker.www.example.com', value: 'pm-verify=abc' },
  ],
  checks: null,
  verifiedAt: null,
  failingSince: null,
  stopsServingAt: null,
  ...changes,
});

const wrongTxt = { type: 'TXT', ok: false, message: 'There is no TXT record yet.' } as const;
const rightCname = { type: 'CNAME', ok: true, message: 'www.example.com points to asha.' } as const;
const wrongCname = { type: 'CNAME', ok: false, message: 'www.example.com points to elsewhere.' } as const;

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

describe('domainAddress', () => {
  it('uses the scheme the sites are served with', () => {
    expect(domainAddress('www.example.com', 'https://asha.sites.example.com/')).toBe(
      'https://www.example.com/',
    );
    expect(domainAddress('www.example.com', 'http://asha.localhost:3000/')).toBe('http://www.example.com/');
    expect(domainAddress('www.example.com', 'not a url')).toBe('https://www.example.com/');
  });
});

describe('isBareDomain', () => {
  it('tells example.com from www.example.com', () => {
    expect(isBareDomain('example.com')).toBe(true);
    expect(isBareDomain('www.example.com')).toBe(false);
  });
});

describe('stillServed', () => {
  it('is true for a connected domain, false for a pending one', () => {
    expect(stillServed(domain({ status: 'verified' }), NOW)).toBe(true);
    expect(stillServed(domain(), NOW)).toBe(false);
  });

  it('is true for a domain needing attention until its 7 days are over', () => {
    const failing = domain({
      status: 'needs_attention',
      failingSince: '2026-03-05T12:00:00Z',
      stopsServingAt: '2026-03-12T12:00:00Z',
    });
    expect(stillServed(failing, NOW)).toBe(true);
    expect(stillServed(failing, Date.parse('2026-03-12T12:00:01Z'))).toBe(false);
  });
});

describe('verifyAnnouncement', () => {
  it("is the server's sentence once the domain is connected", () => {
    const connected = domain({ status: 'verified', checks: [rightCname] });
    expect(verifyAnnouncement(connected, domainMessages.verified)).toBe(domainMessages.verified);
    expect(verifyAnnouncement(connected, undefined)).toBe(domainMessages.verified);
  });

  it('counts the records not right yet and says what is wrong with each', () => {
    expect(verifyAnnouncement(domain({ checks: [rightCname, wrongTxt] }), undefined)).toBe(
      '1 of 2 records is not right yet. There is no TXT record yet.',
    );
    expect(verifyAnnouncement(domain({ checks: [wrongCname, wrongTxt] }), undefined)).toBe(
      'Neither record is right yet. www.example.com points to elsewhere. There is no TXT record yet.',
    );
  });
});

describe('domainNotice', () => {
  it('says nothing without a domain or once it is connected', () => {
    expect(domainNotice(null, NOW)).toBeUndefined();
    expect(domainNotice(domain({ status: 'verified' }), NOW)).toBeUndefined();
  });

  it('says a pending domain is not connected yet and what to do', () => {
    expect(domainNotice(domain(), NOW)).toEqual({
      tone: 'info',
      title: 'Domain not connected yet',
      text: 'www.example.com waits for its DNS records: create them, then press Verify in Manage.',
    });
  });

  it('says until when a domain needing attention still shows the site, or since when it does not', () => {
    const failing = domain({
      status: 'needs_attention',
      failingSince: '2026-03-05T12:00:00Z',
      stopsServingAt: '2026-03-12T12:00:00Z',
    });
    const before = domainNotice(failing, NOW);
    expect(before).toMatchObject({ tone: 'warning', title: 'Domain needs attention' });
    expect(before?.text).toMatch(
      /^The DNS records of www\.example\.com are missing or wrong\. It still shows your portfolio until 12 Mar 2026, .+\. Open Manage to fix them\.$/,
    );
    expect(domainNotice(failing, Date.parse('2026-03-13T00:00:00Z'))?.text).toMatch(
      /It stopped showing your portfolio on 12 Mar 2026, /,
    );
  });
});
