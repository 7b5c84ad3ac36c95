import { describe, expect, it } from 'vitest';
import {
  EMPTY_ITEMS,
  hostingNameSchema,
  LIST_DATE_FIELDS,
  LIST_FIELDS,
  portfolioContentSchema,
  portfolioMessages,
  TEXT_FIELDS,
} from './portfolio.ts';

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

describe('reserved hosting names', () => {
  // Names browsers, mail clients and networks probe on their own (WPAD, ISATAP, Outlook's and
  // Thunderbird's set-up, MTA-STS), the mailboxes of RFC 2142 and others a site must not pose as.
  it.each([
    'localhost',
    'wpad',
    'isatap',
    'autodiscover',
    'autoconfig',
    'mta-sts',
    'root',
    'noreply',
    'no-reply',
    'mailer-daemon',
    'info',
    'marketing',
    'sales',
    'support',
    'abuse',
    'noc',
    'security',
    'postmaster',
    'hostmaster',
    'usenet',
    'news',
    'webmaster',
    'www',
    'uucp',
    'ftp',
  ])('refuses %s', (name) => {
    expect(messageFor(name)).toBe(portfolioMessages.hostingNameReserved);
  });
});

describe('the lists the forms take from the schema', () => {
  it('names every single-value field once and no list', () => {
    expect(TEXT_FIELDS).toContain('title');
    expect(TEXT_FIELDS).toContain('twitterUrl');
    expect(TEXT_FIELDS.some((field) => (LIST_FIELDS as readonly string[]).includes(field))).toBe(false);
    expect([...TEXT_FIELDS, ...LIST_FIELDS].sort()).toEqual(Object.keys(portfolioContentSchema.shape).sort());
  });

  it('gives each list an empty item with its schema’s fields, which the schema accepts', () => {
    expect(Object.keys(EMPTY_ITEMS.projects)).toEqual([
      'title',
      'role',
      'startDate',
      'endDate',
      'techStack',
      'link',
      'details',
    ]);
    for (const list of LIST_FIELDS) {
      expect(Object.values(EMPTY_ITEMS[list]).every((value) => value === '')).toBe(true);
    }
  });

  it('knows exactly the item fields that are dates: those that refuse a day that is not one', () => {
    for (const list of LIST_FIELDS) {
      for (const field of Object.keys(EMPTY_ITEMS[list])) {
        const item = { ...EMPTY_ITEMS[list], title: 'x', [field]: 'not a day' };
        const refused = !portfolioContentSchema.shape[list].safeParse([item]).success;
        const isLink = field === 'link';
        expect(refused && !isLink, `${list}.${field}`).toBe(LIST_DATE_FIELDS.has(field));
      }
    }
  });
});
