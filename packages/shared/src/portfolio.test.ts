import { describe, expect, it } from 'vitest';
import {
  ALL_LIST_FIELDS,
  CUSTOM_SECTIONS_FIELD,
  EMPTY_ITEMS,
  hostingNameSchema,
  LIST_DATE_FIELDS,
  LIST_FIELDS,
  portfolioContentSchema,
  portfolioMessages,
  portfolioSaveSchema,
  SECTION_FIELDS,
  TEXT_FIELDS,
} from './portfolio.ts';
import { THEME_FIELD } from './theme.ts';

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
    expect(
      [...TEXT_FIELDS, ...ALL_LIST_FIELDS, ...SECTION_FIELDS, CUSTOM_SECTIONS_FIELD, THEME_FIELD].sort(),
    ).toEqual(Object.keys(portfolioContentSchema.shape).sort());
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
      'caseStudy',
      'slug',
      'images',
      'coverImageId',
    ]);
    // A project's images are a list; every other field is text.
    expect(EMPTY_ITEMS.projects.images).toEqual([]);
    for (const list of LIST_FIELDS) {
      const { images: _images, ...text } = EMPTY_ITEMS[list] as Record<string, unknown>;
      expect(Object.values(text).every((value) => value === '')).toBe(true);
    }
    expect(
      portfolioContentSchema.shape.projects.safeParse([{ ...EMPTY_ITEMS.projects, title: 'x' }]).success,
    ).toBe(true);
  });

  it('knows exactly the item fields that are dates: those that refuse a day that is not one', () => {
    for (const list of LIST_FIELDS) {
      for (const field of Object.keys(EMPTY_ITEMS[list])) {
        const item = { ...EMPTY_ITEMS[list], title: 'x', [field]: 'not a day' };
        const refused = !portfolioContentSchema.shape[list].safeParse([item]).success;
        // A format of their own: a link, a page address, the images (a list) and the cover (one of them).
        const isLink = ['link', 'slug', 'images', 'coverImageId'].includes(field);
        expect(refused && !isLink, `${list}.${field}`).toBe(LIST_DATE_FIELDS.has(field));
      }
    }
  });
});

describe("the sections' order and visibility (issue 26 item 4)", () => {
  const content = { title: 'Designer', name: 'Asha Rao', email: 'asha@example.com' };
  const messageOf = (input: Record<string, unknown>) => {
    const result = portfolioContentSchema.safeParse({ ...content, ...input });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('are optional: content without them has both empty (the template decides)', () => {
    const parsed = portfolioContentSchema.parse(content);
    expect(parsed.sectionOrder).toEqual([]);
    expect(parsed.hiddenSections).toEqual([]);
  });

  it('keep a valid order and hidden sections', () => {
    const parsed = portfolioContentSchema.parse({
      ...content,
      sectionOrder: ['projects', 'about'],
      hiddenSections: ['articles'],
    });
    expect(parsed.sectionOrder).toEqual(['projects', 'about']);
    expect(parsed.hiddenSections).toEqual(['articles']);
  });

  it('refuse an unknown id, a repeated id and anything but a list of ids, each with a clear message', () => {
    expect(messageOf({ sectionOrder: ['projects', 'contact'] })).toMatch(
      /^Section order: "contact" is not a section \(about, experience/,
    );
    expect(messageOf({ hiddenSections: ['articles', 'articles'] })).toBe(
      'Hidden sections: "articles" is listed twice',
    );
    expect(messageOf({ sectionOrder: 'projects' })).toBe('Section order must be a list of section ids');
    expect(messageOf({ hiddenSections: [3] })).toBe('Hidden sections must be a list of section ids');
  });
});

describe('skills, services and testimonials (issue 26 item 3)', () => {
  const content = { title: 'Designer', name: 'Asha Rao', email: 'asha@example.com' };
  const messageOf = (input: Record<string, unknown>) => {
    const result = portfolioContentSchema.safeParse({ ...content, ...input });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('are optional: content without them has them empty', () => {
    const parsed = portfolioContentSchema.parse(content);
    expect([parsed.skills, parsed.services, parsed.testimonials]).toEqual([[], [], []]);
  });

  it('keep skill groups with trimmed skills, services with or without a price, testimonials', () => {
    const parsed = portfolioContentSchema.parse({
      ...content,
      skills: [
        { name: ' Design ', skills: [' Figma', 'Prototyping ', ' ', 'User research'] },
        { name: '', skills: [] },
      ],
      services: [
        { name: 'Audit', description: '', price: '' },
        { name: 'Sprint', price: '₹15 000' },
      ],
      testimonials: [{ quote: 'Superb.', name: 'Meera', role: 'CTO', link: 'https://meera.example.com/' }],
    });
    expect(parsed.skills).toEqual([{ name: 'Design', skills: ['Figma', 'Prototyping', 'User research'] }]);
    expect(parsed.services).toEqual([
      { name: 'Audit', description: '', price: '' },
      { name: 'Sprint', description: '', price: '₹15 000' },
    ]);
    expect(parsed.testimonials[0]?.link).toBe('https://meera.example.com/');
  });

  it('refuse bad input with a clear message', () => {
    expect(messageOf({ testimonials: [{ quote: 'x', link: 'javascript:alert(1)' }] })).toBe(
      portfolioMessages.link,
    );
    const group = { name: 'Design', skills: ['Figma'] };
    expect(messageOf({ skills: Array.from({ length: 31 }, () => group) })).toBe(
      'Skills can have at most 30 items',
    );
    expect(messageOf({ testimonials: [{ quote: 'q'.repeat(2001) }] })).toBe(
      'Quote must be at most 2000 characters',
    );
    expect(messageOf({ skills: [{ name: 'Design', skills: 'Figma, Sketch' }] })).toBe(
      'Skills must be a list of names',
    );
    expect(messageOf({ skills: [{ name: 'Design', skills: ['x'.repeat(61)] }] })).toBe(
      'Each skill must be at most 60 characters',
    );
    expect(messageOf({ services: 'Audit' })).toBe('Services must be a list');
    expect(messageOf({ services: [{ name: 'Audit', price: 15000 }] })).toBe('Price must be text');
  });

  it('have empty items in the shape of their schemas', () => {
    expect(EMPTY_ITEMS.skills).toEqual({ name: '', skills: [] });
    expect(EMPTY_ITEMS.services).toEqual({ name: '', description: '', price: '' });
    expect(EMPTY_ITEMS.testimonials).toEqual({ quote: '', name: '', role: '', link: '' });
  });
});

describe("the owner's own sections (issue 26 item 3)", () => {
  const content = { title: 'Designer', name: 'Asha Rao', email: 'asha@example.com' };
  const talks = {
    id: 'talks001',
    title: ' Talks ',
    items: [
      {
        title: 'Designing for phones',
        subtitle: 'JSConf India',
        startDate: '2024-03-01',
        link: 'https://jsconf.in/',
      },
      { title: '', subtitle: '', startDate: '', endDate: '', description: '', link: '' },
    ],
  };
  const messageOf = (input: Record<string, unknown>) => {
    const result = portfolioSaveSchema.safeParse({ ...content, ...input });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('are optional: content without them has none', () => {
    expect(portfolioContentSchema.parse(content).customSections).toEqual([]);
  });

  it('keep a titled section with its items (empty items dropped), and its key in the order', () => {
    const parsed = portfolioSaveSchema.parse({
      ...content,
      customSections: [talks, { id: 'exhib002', title: 'Exhibitions' }],
      sectionOrder: ['custom-talks001', 'experience'],
      hiddenSections: ['custom-exhib002'],
    });
    expect(parsed.customSections).toEqual([
      {
        id: 'talks001',
        title: 'Talks',
        items: [
          {
            title: 'Designing for phones',
            subtitle: 'JSConf India',
            startDate: '2024-03-01',
            endDate: '',
            description: '',
            link: 'https://jsconf.in/',
          },
        ],
      },
      { id: 'exhib002', title: 'Exhibitions', items: [] },
    ]);
    expect(parsed.sectionOrder).toEqual(['custom-talks001', 'experience']);
  });

  it('refuse bad input with a clear message', () => {
    expect(messageOf({ customSections: [{ ...talks, title: ' ' }] })).toBe(
      'Each of your own sections needs a title',
    );
    expect(messageOf({ customSections: [{ ...talks, title: 'x'.repeat(61) }] })).toBe(
      'A section title must be at most 60 characters',
    );
    expect(messageOf({ customSections: [{ ...talks, id: 'Talks!' }] })).toBe(
      'Each of your own sections needs an id of 8 lowercase letters or digits',
    );
    expect(messageOf({ customSections: [talks, talks] })).toBe('Two of your own sections have the same id');
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: `sect${String(i).padStart(4, '0')}`,
      title: `S${i}`,
    }));
    expect(messageOf({ customSections: eleven })).toBe('You can add at most 10 sections of your own');
    expect(
      messageOf({ customSections: [{ ...talks, items: [{ title: 'x', link: 'javascript:alert(1)' }] }] }),
    ).toBe(portfolioMessages.link);
    expect(messageOf({ customSections: [{ ...talks, items: [{ title: 'x', startDate: 'March' }] }] })).toBe(
      portfolioMessages.date,
    );
    expect(messageOf({ customSections: 'Talks' })).toBe('Your own sections must be a list');
  });

  it('refuse an order or hidden list naming a custom section that is not there', () => {
    expect(messageOf({ sectionOrder: ['custom-zzz'] })).toMatch(
      /^Section order: "custom-zzz" is not a section/,
    );
    expect(messageOf({ customSections: [talks], hiddenSections: ['custom-other001'] })).toMatch(
      /^Hidden sections: "custom-other001" is not a section/,
    );
    // The unrefined schema (the answers extend it) reads such content without failing.
    expect(portfolioContentSchema.safeParse({ ...content, sectionOrder: ['custom-other001'] }).success).toBe(
      true,
    );
  });
});
