import { EMPTY_ITEMS, type PortfolioDetail } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID } from '@portfolio/shared/templates';
import { describe, expect, it } from 'vitest';
import {
  contentFromPortfolio,
  contentFromRecord,
  contentOf,
  emptyPortfolioContent,
  startingValues,
  toDateInputValue,
  unchangedFrom,
} from './form-values.ts';

describe('toDateInputValue', () => {
  it('keeps a calendar day and cuts a timestamp to its day', () => {
    expect(toDateInputValue('2024-03-09')).toBe('2024-03-09');
    expect(toDateInputValue('2024-03-09T00:00:00.000Z')).toBe('2024-03-09');
    expect(toDateInputValue('2024-03-09T18:30:00+05:30')).toBe('2024-03-09');
  });

  it('turns other date texts into YYYY-MM-DD and anything else into empty', () => {
    expect(toDateInputValue('March 9, 2024 UTC')).toBe('2024-03-09');
    expect(toDateInputValue('not a date')).toBe('');
    expect(toDateInputValue('2024-13-40')).toBe('');
    expect(toDateInputValue('')).toBe('');
    expect(toDateInputValue(undefined)).toBe('');
    expect(toDateInputValue(20240309)).toBe('');
  });
});

describe('emptyPortfolioContent', () => {
  it('starts every list with one empty item and can prefill the name and e-mail', () => {
    const content = emptyPortfolioContent({ name: 'Asha', email: 'asha@example.com' });
    expect(content.name).toBe('Asha');
    expect(content.email).toBe('asha@example.com');
    expect(content.title).toBe('');
    expect(content.achievements).toEqual([EMPTY_ITEMS.achievements]);
    expect(content.educations).toHaveLength(1);
    expect(emptyPortfolioContent({ name: undefined }).name).toBe('');
    content.educations[0] = { ...EMPTY_ITEMS.educations, course: 'changed' };
    expect(EMPTY_ITEMS.educations.course).toBe('');
  });
});

describe('contentFromPortfolio', () => {
  const stored = {
    ...emptyPortfolioContent(),
    _id: 'p-1',
    hostingName: 'asha',
    coverImage: '/uploads/covers/a.webp',
    status: 'live',
    liveUrl: 'http://asha.localhost:3000/',
    customDomain: null,
    viewsLast7Days: 0,
    messageCount: 0,
    unreadMessages: 0,
    takedownReason: null,
    contactForm: true,
    templateId: 1,
    photo: null,
    resumeLink: true,
    title: 'Designer',
    name: 'Asha',
    email: 'asha@example.com',
    educations: [],
    experiences: [
      {
        companyName: 'Acme',
        role: 'Dev',
        startDate: '2020-01-05T00:00:00.000Z',
        endDate: '',
        techStack: '',
        summary: '',
      },
    ],
    achievements: [{ title: 'Prize', description: '', date: '2022-11-12T10:00:00Z', link: '' }],
  } as PortfolioDetail;

  it('keeps only the form fields, converts list dates to YYYY-MM-DD and shows one item in an empty list', () => {
    const content = contentFromPortfolio(stored);
    expect(content).not.toHaveProperty('_id');
    expect(content).not.toHaveProperty('coverImage');
    expect(content.title).toBe('Designer');
    expect(content.experiences[0]?.startDate).toBe('2020-01-05');
    expect(content.achievements[0]?.date).toBe('2022-11-12');
    expect(content.educations).toEqual([EMPTY_ITEMS.educations]);
  });
});

describe('startingValues and contentOf', () => {
  it('start with no files chosen and give back exactly the content among the values', () => {
    const content = emptyPortfolioContent({ name: 'Asha', email: 'asha@example.com' });
    const values = startingValues(content, 'asha', DEFAULT_TEMPLATE_ID);

    expect(values).toMatchObject({ hostingName: 'asha', coverImage: null, photo: null, removePhoto: false });
    const chosen = { ...values, coverImage: new File(['x'], 'cover.png') };
    expect(contentOf(chosen)).toEqual(content);
  });
});

describe("the sections' order and hidden ones in the form", () => {
  it('reads known ids once from a stored portfolio or a draft, and none from older content', () => {
    const content = contentFromRecord({
      sectionOrder: ['projects', 'contact', 'projects', 7, 'about'],
      hiddenSections: 'articles',
    });
    expect(content.sectionOrder).toEqual(['projects', 'about']);
    expect(content.hiddenSections).toEqual([]);
    expect(contentFromRecord({})).toMatchObject({ sectionOrder: [], hiddenSections: [] });
  });

  it('counts a new order or a newly hidden section as a change, and copies them', () => {
    const start = startingValues(emptyPortfolioContent(), 'asha', DEFAULT_TEMPLATE_ID);
    expect(unchangedFrom(start, { ...start, sectionOrder: [] })).toBe(true);
    expect(unchangedFrom(start, { ...start, sectionOrder: ['projects'] })).toBe(false);
    expect(unchangedFrom(start, { ...start, hiddenSections: ['articles'] })).toBe(false);
    const values = { ...start, sectionOrder: start.sectionOrder.concat('projects') };
    const copy = contentOf(values);
    values.sectionOrder.push('about');
    expect(copy.sectionOrder).toEqual(['projects']);
  });
});

describe("the owner's own sections in the form", () => {
  const record = {
    customSections: [
      {
        id: 'talks001',
        title: 'Talks',
        items: [{ title: 'Phones', startDate: '2024-06-01T00:00:00.000Z', link: 'https://x.example/' }],
      },
      { id: 'BAD ID', title: 'Lost', items: [] },
    ],
    sectionOrder: ['custom-talks001', 'custom-lost0001', 'projects'],
    hiddenSections: ['custom-talks001'],
  };

  it('come from a record with usable ids, items in the form shape, and the order naming only them', () => {
    const content = contentFromRecord(record);
    expect(content.customSections).toEqual([
      {
        id: 'talks001',
        title: 'Talks',
        items: [
          {
            title: 'Phones',
            subtitle: '',
            startDate: '2024-06-01',
            endDate: '',
            description: '',
            link: 'https://x.example/',
          },
        ],
      },
    ]);
    expect(content.sectionOrder).toEqual(['custom-talks001', 'projects']);
    expect(content.hiddenSections).toEqual(['custom-talks001']);
    expect(emptyPortfolioContent().customSections).toEqual([]);
  });

  it('are copied by contentOf and count as a change', () => {
    const start = startingValues(contentFromRecord(record), 'asha', DEFAULT_TEMPLATE_ID);
    const copy = contentOf(start);
    expect(copy.customSections).toEqual(start.customSections);
    expect(copy.customSections[0]?.items[0]).not.toBe(start.customSections[0]?.items[0]);
    const renamed = {
      ...start,
      customSections: copy.customSections.map((c) => ({ ...c, title: 'Conference talks' })),
    };
    expect(unchangedFrom(start, { ...start })).toBe(true);
    expect(unchangedFrom(start, renamed)).toBe(false);
  });
});

describe('project images in the form (issue 26 item 1)', () => {
  const id = (c: string) => c.repeat(32);
  const record = {
    projects: [
      {
        title: 'Atlas',
        images: [
          { id: id('a'), alt: 'Home', caption: 'v2', width: 1600, height: 900 },
          { id: id('b'), alt: 7 },
          { alt: 'no id' },
          'junk',
        ],
        coverImageId: id('b'),
      },
    ],
    customSections: [
      { id: 'talks001', title: 'Talks', items: [{ title: 'Phones', image: { id: id('c'), alt: 'Stage' } }] },
    ],
  };

  it('come from a record: images with an id in their order, texts as texts, the cover, an item image', () => {
    const content = contentFromRecord(record);
    expect(content.projects[0]?.images).toEqual([
      { id: id('a'), alt: 'Home', caption: 'v2', width: 1600, height: 900 },
      { id: id('b'), alt: '', caption: '' },
    ]);
    expect(content.projects[0]?.coverImageId).toBe(id('b'));
    expect(content.customSections[0]?.items[0]?.image).toEqual({ id: id('c'), alt: 'Stage', caption: '' });
    expect(contentFromRecord({ projects: [{ title: 'Bare' }] }).projects[0]?.images).toEqual([]);
  });

  it('are copied by contentOf, and a changed alt text or order counts as a change', () => {
    const start = startingValues(contentFromRecord(record), 'asha', DEFAULT_TEMPLATE_ID);
    const copy = contentOf(start);
    expect(copy.projects[0]?.images?.[0]).toEqual(start.projects[0]?.images?.[0]);
    expect(copy.projects[0]?.images?.[0]).not.toBe(start.projects[0]?.images?.[0]);
    expect(unchangedFrom(start, { ...start, projects: copy.projects })).toBe(true);

    const images = copy.projects[0]?.images ?? [];
    const withImages = (changed: typeof images) => ({
      ...start,
      projects: copy.projects.map((project) => ({ ...project, images: changed })),
    });
    expect(
      unchangedFrom(
        start,
        withImages(images.map((image, i) => (i === 0 ? { ...image, alt: 'Home page' } : image))),
      ),
    ).toBe(false);
    expect(unchangedFrom(start, withImages([...images].reverse()))).toBe(false);
  });
});
