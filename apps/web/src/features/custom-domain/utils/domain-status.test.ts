import type { CustomDomain } from '@portfolio/shared/domains';
import { describe, expect, it } from 'vitest';
import { domainAddress, domainNotice, isBareDomain, stillServed } from './domain-status.ts';

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
