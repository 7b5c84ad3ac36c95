import { type CustomDomain, domainMessages } from '@portfolio/shared/domains';
import { describe, expect, it } from 'vitest';
import { verifyAnnouncement } from './verify-announcement.ts';

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
const wrongCname = {
  type: 'CNAME',
  ok: false,
  message: 'www.example.com points elsewhere, not to asha.',
} as const;

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
      'Neither record is right yet. www.example.com points elsewhere, not to asha. There is no TXT record yet.',
    );
  });
});
