import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  formatPeriod,
  newestFirst,
  orderedSections,
  periodParts,
  SITE_SECTION_IDS,
  siteSectionOrder,
  templateSectionOrder,
} from './site-rules.ts';

describe('formatMonth', () => {
  it.each([
    ['2021-03-15', 'Mar 2021'],
    ['2021-12-01', 'Dec 2021'],
    // Read from the text: an impossible day an import let through does not roll into March.
    ['2021-02-30', 'Feb 2021'],
    ['0099-05-01', 'May 0099'],
  ])('%s reads %s', (date, month) => {
    expect(formatMonth(date)).toBe(month);
  });

  it.each(['2021-13-01', '2021-00-10', '2021-03', '2021', 'March 2021', '15/03/2021', ' 2021-03-15', ''])(
    'shows %j as it is rather than a wrong month',
    (date) => {
      expect(formatMonth(date)).toBe(date);
    },
  );
});

describe('periodParts', () => {
  it('hands each date to the renderer and keeps the words between them as text', () => {
    const time = (day: string) => ({ time: day });
    expect(periodParts('2021-03-15', '2022-08-31', time)).toEqual([
      { time: '2021-03-15' },
      ' – ',
      { time: '2022-08-31' },
    ]);
    expect(periodParts('2021-03-15', '', time)).toEqual([{ time: '2021-03-15' }, ' – ', 'Present']);
    expect(periodParts('', '2022-08-31', time)).toEqual([{ time: '2022-08-31' }]);
    expect(periodParts('', '', time)).toEqual([]);
  });
});

describe('formatPeriod', () => {
  it.each([
    ['2021-03-15', '2022-08-31', 'Mar 2021 – Aug 2022'],
    ['2021-03-15', '', 'Mar 2021 – Present'],
    ['', '2022-08-31', 'Aug 2022'],
    ['', '', ''],
  ])('%s to %s reads %s', (start, end, period) => {
    expect(formatPeriod(start, end)).toBe(period);
  });
});

describe('newestFirst', () => {
  it('puts ongoing entries first, then by end and start date, and undated ones last in their order', () => {
    const items = [
      { name: 'undated a', end: '', start: '' },
      { name: 'old', end: '2010-01-01', start: '2009-01-01' },
      { name: 'ongoing', end: '', start: '2015-01-01' },
      { name: 'undated b', end: '', start: '' },
      { name: 'recent, short', end: '2020-01-01', start: '2019-06-01' },
      { name: 'recent, long', end: '2020-01-01', start: '2012-01-01' },
    ];
    expect(newestFirst(items, (i) => [i.end, i.start]).map((i) => i.name)).toEqual([
      'ongoing',
      'recent, short',
      'recent, long',
      'old',
      'undated a',
      'undated b',
    ]);
  });
});

describe('newestFirst, edge cases', () => {
  it('puts an ongoing entry before one that ends on the last day there is', () => {
    const items = [
      { name: 'ends 9999', end: '9999-12-31', start: '2020-01-01' },
      { name: 'ongoing', end: '', start: '2001-01-01' },
    ];
    expect(newestFirst(items, (i) => [i.end, i.start]).map((i) => i.name)).toEqual(['ongoing', 'ends 9999']);
  });

  it('orders several ongoing entries by start, latest first, and ties keep their order', () => {
    const items = [
      { name: 'since 2010', start: '2010-01-01' },
      { name: 'since 2020, first', start: '2020-01-01' },
      { name: 'since 2015', start: '2015-06-01' },
      { name: 'since 2020, second', start: '2020-01-01' },
    ];
    expect(newestFirst(items, (i) => ['', i.start]).map((i) => i.name)).toEqual([
      'since 2020, first',
      'since 2020, second',
      'since 2015',
      'since 2010',
    ]);
  });

  it('orders single-date entries (achievements, articles) by that date and leaves the list given alone', () => {
    const items = [
      { title: 'undated', date: '' },
      { title: '2019', date: '2019-05-01' },
      { title: '2023', date: '2023-01-10' },
    ];
    const ordered = newestFirst(items, (i) => [i.date, '']);
    expect(ordered.map((i) => i.title)).toEqual(['2023', '2019', 'undated']);
    expect(items.map((i) => i.title)).toEqual(['undated', '2019', '2023']);
  });
});

describe('orderedSections', () => {
  const template = ['about', 'experience', 'projects', 'education', 'achievements', 'articles'];

  it("is the template's order when the owner chose nothing (old content has neither field)", () => {
    expect(orderedSections(template, {})).toEqual(template);
    expect(orderedSections(template, { sectionOrder: [], hiddenSections: [] })).toEqual(template);
  });

  it("puts the owner's order first, then the sections missing from it in the template's order", () => {
    expect(orderedSections(template, { sectionOrder: ['projects', 'articles'] })).toEqual([
      'projects',
      'articles',
      'about',
      'experience',
      'education',
      'achievements',
    ]);
  });

  it('shows a section added after the owner ordered (missing from their order) in its template place', () => {
    const later = [...template.slice(0, 3), 'skills', ...template.slice(3)];
    const owner = [...template].reverse();
    expect(orderedSections(later, { sectionOrder: owner })).toEqual([...owner, 'skills']);
  });

  it('leaves out ids the template does not know and repeated ids', () => {
    expect(
      orderedSections(template, { sectionOrder: ['contact', 'articles', 'articles', 'about', '__proto__'] }),
    ).toEqual(['articles', 'about', 'experience', 'projects', 'education', 'achievements']);
  });

  it('leaves out the hidden sections, wherever they are, and ignores unknown hidden ids', () => {
    expect(
      orderedSections(template, {
        sectionOrder: ['projects', 'articles'],
        hiddenSections: ['articles', 'education', 'contact'],
      }),
    ).toEqual(['projects', 'about', 'experience', 'achievements']);
    expect(orderedSections(template, { hiddenSections: template })).toEqual([]);
  });
});

describe('templateSectionOrder', () => {
  it("holds every section once, each template's own order first", () => {
    for (const id of [1, 2, 3] as const) {
      const order = templateSectionOrder(id);
      expect([...order].sort()).toEqual([...SITE_SECTION_IDS].sort());
    }
    expect(templateSectionOrder(3)[0]).toBe('projects');
    expect(templateSectionOrder(2).slice(0, 2)).toEqual(['about', 'articles']);
  });
});

describe("siteSectionOrder: the owner's own sections join the order", () => {
  const custom = { customSections: [{ id: 'talks001' }, { id: 'exhib002' }] };

  it("lists them after the template's sections, in the order they were added", () => {
    expect(siteSectionOrder(3, custom).slice(-3)).toEqual([
      'education',
      'custom-talks001',
      'custom-exhib002',
    ]);
    expect(siteSectionOrder(1, {})).toEqual(templateSectionOrder(1));
  });

  it('places them where the owner put them, appends those never placed, hides the hidden', () => {
    const order = orderedSections(siteSectionOrder(1, custom), {
      sectionOrder: ['custom-exhib002', 'about', 'custom-gone0001'],
      hiddenSections: ['skills'],
    });
    expect(order.slice(0, 3)).toEqual(['custom-exhib002', 'about', 'experience']);
    expect(order.at(-1)).toBe('custom-talks001');
    expect(order).not.toContain('custom-gone0001');
  });
});
