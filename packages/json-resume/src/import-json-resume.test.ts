import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LIST_MAX_ITEMS } from '@portfolio/shared/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importJsonResume, JSON_RESUME_MAX_BYTES } from './import-json-resume.ts';

const officialSample = readFileSync(
  createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'),
  'utf8',
);

/** The imported values, failing the test with the message when the document was refused. */
function valuesOf(input: unknown) {
  const imported = importJsonResume(input);
  if (!imported.ok) throw new Error(imported.message);
  return imported;
}

function refusal(input: unknown): string {
  const imported = importJsonResume(input);
  if (imported.ok) throw new Error('the document was imported');
  return imported.message;
}

afterEach(() => vi.restoreAllMocks());

describe('importJsonResume', () => {
  it("maps JSON Resume's own sample and names everything it leaves out", () => {
    expect(importJsonResume(officialSample)).toEqual({
      ok: true,
      values: {
        title: 'Programmer',
        name: 'Richard Hendriks',
        email: 'richard.hendriks@mail.com',
        contactNumber: '',
        alternateContactNumber: '',
        linkidenUrl: '',
        githubUrl: '',
        instagramUrl: '',
        facebookUrl: '',
        twitterUrl: 'https://www.twitter.com',
        summary: expect.stringMatching(/^Richard hails from Tulsa\. .* conversation!$/),
        aboutMe: '',
        address: '2712 Broadway St, San Francisco, California, CA 94115, US',
        educations: [
          {
            schoolCollegeName: 'University of Oklahoma',
            course: 'Bachelor',
            startDate: '2011-06-01',
            endDate: '2014-01-01',
            majorField: 'Information Technology',
            percentage: '4.0',
            yourLearning: 'DB1101 - Basic SQL\nCS2011 - Java Introduction',
          },
        ],
        projects: [
          {
            title: 'Miss Direction',
            role: 'Team lead, Designer',
            startDate: '2016-08-24',
            endDate: '2016-08-24',
            techStack: 'GoogleMaps, Chrome Extension, Javascript',
            link: 'http://missdirection.example.com',
            details:
              'A mapping engine that misguides you\nWon award at AIHacks 2016\nBuilt by all women team of newbie programmers\nUsing modern technologies such as GoogleMaps, Chrome Extension and Javascript',
            caseStudy: '',
            slug: '',
            coverImageId: '',
          },
        ],
        experiences: [
          {
            companyName: 'Pied Piper',
            role: 'CEO/President',
            startDate: '2013-12-01',
            endDate: '2014-12-01',
            techStack: '',
            summary: expect.stringMatching(
              /^Pied Piper is .* compression\.\nBuild an algorithm .* laws\nSuccessfully won Techcrunch Disrupt\nOptimized .* Weisman Scores$/,
            ),
          },
        ],
        achievements: [
          {
            title: 'Digital Compression Pioneer Award',
            description: 'Techcrunch\nThere is no spoon.',
            date: '2014-11-01',
            link: '',
          },
        ],
        articles: [
          {
            date: '2014-10-01',
            title: 'Video compression for 3d media',
            description: 'Innovative middle-out compression algorithm that changes the way we store data.',
            link: 'http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)',
          },
        ],
        skills: [
          { name: 'Web Development', skills: ['HTML', 'CSS', 'Javascript'] },
          { name: 'Compression', skills: ['Mpeg', 'MP4', 'GIF'] },
        ],
        services: [],
        testimonials: [],
        customSections: [],
        sectionOrder: [],
        hiddenSections: [],
      },
      notImported: [
        'basics.phone: "(912) 555-4321" not imported: Enter a valid phone number',
        'basics.profiles: SoundCloud not imported: no field for it',
        'basics.url: "http://richardhendricks.example.com" not imported: no field for it',
        'work.location: "Palo Alto, CA" not imported: no field for it',
        'work.description: "Awesome compression company" not imported: no field for it',
        'work.url: "http://piedpiper.example.com" not imported: no field for it',
        'education.url: "https://www.ou.edu/" not imported: no field for it',
        'projects.entity: "Smoogle" not imported: no field for it',
        'projects.type: "application" not imported: no field for it',
        'publications.publisher: "Hooli" not imported: no field for it',
        'skills.level: 2 values not imported: no field for it',
        'volunteer: 1 entry not imported: this template has no such section',
        'languages: 1 entry not imported: this template has no such section',
        'interests: 1 entry not imported: this template has no such section',
        'references: 1 entry not imported: this template has no such section',
      ],
    });
  });

  it('reads an already parsed document as well as its text, with or without a byte order mark', () => {
    const parsed = JSON.parse(officialSample);
    expect(importJsonResume(parsed)).toEqual(importJsonResume(officialSample));
    expect(importJsonResume(`\uFEFF${officialSample}`)).toEqual(importJsonResume(officialSample));
  });

  it('turns each JSON Resume date form into a whole day', () => {
    const { values } = valuesOf({
      work: [
        { name: 'Year', startDate: '2020', endDate: '2021' },
        { name: 'Month', startDate: '2020-05', endDate: '2020-12' },
        { name: 'Day', startDate: '2020-05-17', endDate: '' },
      ],
      awards: [{ title: 'A', date: '2019' }],
      publications: [{ name: 'P', releaseDate: '2018-02' }],
    });
    expect(values.experiences.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2020-01-01', '2021-01-01'],
      ['2020-05-01', '2020-12-01'],
      ['2020-05-17', ''],
    ]);
    expect(values.achievements[0]?.date).toBe('2019-01-01');
    expect(values.articles[0]?.date).toBe('2018-02-01');
  });

  it('reports a date of the right shape that is no calendar day, and leaves it out', () => {
    const imported = valuesOf({ work: [{ name: 'A', startDate: '2020-13' }] });
    expect(imported.values.experiences[0]?.startDate).toBe('');
    expect(imported.notImported).toEqual([
      'work[0].startDate: "2020-13-01" not imported: Enter a date as YYYY-MM-DD',
    ]);
  });

  it(`keeps the first ${LIST_MAX_ITEMS} of 500 work entries and says how many it left`, () => {
    const work = Array.from({ length: 500 }, (_, i) => ({ name: `Company ${i}`, position: 'Engineer' }));
    const imported = valuesOf(JSON.stringify({ work }));
    expect(imported.values.experiences).toHaveLength(LIST_MAX_ITEMS);
    expect(imported.values.experiences.at(-1)?.companyName).toBe('Company 29');
    expect(imported.notImported).toEqual(['work: 470 entries not imported: at most 30 per section']);
  });

  it.each([
    [{ basics: 'Ada' }, 'basics: expected an object, got "Ada"'],
    [{ basics: { name: 42 } }, 'basics.name: expected text, got 42'],
    [
      { basics: { profiles: [{ network: 'GitHub' }, { url: ['x'] }] } },
      'basics.profiles[1].url: expected text, got a list',
    ],
    [
      { basics: { location: { city: { name: 'Pune' } } } },
      'basics.location.city: expected text, got an object',
    ],
    [{ work: {} }, 'work: expected a list, got an object'],
    [
      { work: [{}, {}, { startDate: 'May 2020' }] },
      'work[2].startDate: expected YYYY-MM-DD, YYYY-MM or YYYY, got "May 2020"',
    ],
    [
      { work: [{ highlights: 'Shipped it' }] },
      'work[0].highlights: expected a list of texts, got "Shipped it"',
    ],
    [{ education: [{ courses: ['SQL', 7] }] }, 'education[0].courses[1]: expected text, got 7'],
    [{ projects: [null] }, 'projects[0]: expected an object, got null'],
    [{ awards: [{ date: 2020 }] }, 'awards[0].date: expected text, got 2020'],
    [[{ basics: {} }], 'expected an object of JSON Resume sections, got a list'],
    ['"a JSON string"', 'expected an object of JSON Resume sections, got "a JSON string"'],
  ])('names the first wrong type and where it is: %j', (document, problem) => {
    const text = typeof document === 'string' ? document : JSON.stringify(document);
    expect(refusal(text)).toBe(`This file is not a JSON Resume document. ${problem}`);
  });

  it('says a text that is not JSON is not JSON', () => {
    expect(refusal('{"basics": {"name": "Ada",}}')).toMatch(/^This file is not JSON: /);
    expect(refusal('')).toMatch(/^This file is not JSON: /);
  });

  it('refuses a 10 MB text before parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const tenMegabytes = JSON.stringify({ basics: { summary: 'x'.repeat(10 * 1024 * 1024) } });
    expect(refusal(tenMegabytes)).toBe(
      'This file is larger than 1 MB, more than any JSON Resume document needs.',
    );
    expect(parse).not.toHaveBeenCalled();
  });

  it('counts the limit in bytes, not characters', () => {
    const justOver = JSON.stringify({ basics: { summary: 'é'.repeat(JSON_RESUME_MAX_BYTES / 2) } });
    expect(justOver.length).toBeLessThan(JSON_RESUME_MAX_BYTES);
    expect(refusal(justOver)).toMatch(/larger than 1 MB/);
  });

  it('keeps HTML in fields as the text it is', () => {
    const html = '<b>x</b> <script>alert("hi")</script> &amp; <a href="javascript:alert(1)">link</a>';
    const { values } = valuesOf({
      basics: { name: html, summary: html },
      work: [{ summary: html, highlights: [html] }],
    });
    expect(values.name).toBe(html);
    expect(values.summary).toBe(html);
    expect(values.experiences[0]?.summary).toBe(`${html}\n${html}`);
  });

  it('leaves out values the form would refuse, and says why', () => {
    const imported = valuesOf({
      basics: {
        email: 'not-an-address',
        phone: 'call me',
        profiles: [{ network: 'GitHub', url: 'javascript:alert(1)' }],
      },
      projects: [{ name: 'P', url: 'ftp://files.example.com/p' }],
      publications: [{ name: 'A', url: '/relative/link' }],
    });
    expect(imported.values).toMatchObject({ email: '', contactNumber: '', githubUrl: '' });
    expect(imported.values.projects[0]?.link).toBe('');
    expect(imported.values.articles[0]?.link).toBe('');
    expect(imported.notImported).toEqual([
      'basics.email: "not-an-address" not imported: Enter a valid email',
      'basics.phone: "call me" not imported: Enter a valid phone number',
      'basics.profiles[0].url: "javascript:alert(1)" not imported: Enter a full link starting with http:// or https://',
      'projects[0].url: "ftp://files.example.com/p" not imported: Enter a full link starting with http:// or https://',
      'publications[0].url: "/relative/link" not imported: Enter a full link starting with http:// or https://',
    ]);
  });

  it("cuts text to the form's limits, never through an emoji, and names each cut", () => {
    const imported = valuesOf({
      basics: { name: 'N'.repeat(250), summary: `${'s'.repeat(999)}🚀 and more` },
      work: [{ name: 'W', summary: 'w'.repeat(6000) }],
    });
    expect(imported.values.name).toBe('N'.repeat(200));
    expect(imported.values.summary).toBe('s'.repeat(999));
    expect(imported.values.experiences[0]?.summary).toHaveLength(5000);
    expect(imported.notImported).toEqual([
      'basics.name: cut to its first 200 characters, the most the form takes',
      'basics.summary: cut to its first 1000 characters, the most the form takes',
      'work[0].summary: cut to its first 5000 characters, the most the form takes',
    ]);
  });

  it('finds social links by network name in any case, by host, or from a username', () => {
    const imported = valuesOf({
      basics: {
        profiles: [
          { network: 'LINKEDIN', url: 'https://www.linkedin.com/in/ada' },
          { network: 'gitHub', username: 'ada' },
          { network: 'X', url: 'https://x.com/ada' },
          { url: 'https://m.facebook.com/ada' },
          { network: 'Insta', url: 'https://instagram.com/ada' },
          { network: 'github', url: 'https://github.com/ada-work' },
          { network: 'Mastodon', url: 'https://mastodon.social/@ada' },
          { url: 'https://ada.example.com' },
          {},
        ],
      },
    });
    expect(imported.values).toMatchObject({
      linkidenUrl: 'https://www.linkedin.com/in/ada',
      githubUrl: 'https://github.com/ada',
      twitterUrl: 'https://x.com/ada',
      facebookUrl: 'https://m.facebook.com/ada',
      instagramUrl: 'https://instagram.com/ada',
    });
    expect(imported.notImported).toEqual([
      'basics.profiles: a second GitHub profile (https://github.com/ada-work) not imported: the form has one GitHub link',
      'basics.profiles: Mastodon not imported: no field for it',
      'basics.profiles: https://ada.example.com not imported: no field for it',
    ]);
  });

  it('lists every section the template lacks, skipping empty ones and the document’s own metadata', () => {
    const imported = valuesOf({
      $schema: 'https://example.com/schema.json',
      meta: { version: 'v1.0.0' },
      volunteer: [{ organization: 'A' }, { organization: 'B' }],
      certificates: [{ name: 'AWS' }],
      languages: [],
      hobbies: 'chess',
    });
    expect(imported.notImported).toEqual([
      'volunteer: 2 entries not imported: this template has no such section',
      'certificates: 1 entry not imported: this template has no such section',
      'hobbies: not imported: this template has no such section',
    ]);
  });

  it('counts a field with no place in the form over all the entries of its section', () => {
    const imported = valuesOf({
      work: [
        { name: 'A', location: 'Pune' },
        { name: 'B', location: 'Mumbai', url: 'https://b.example.com' },
        { location: 'Delhi' },
      ],
    });
    expect(imported.values.experiences.map((e) => e.companyName)).toEqual(['A', 'B']);
    expect(imported.notImported).toEqual([
      'work.location: 3 values not imported: no field for it',
      'work.url: 1 value not imported: no field for it',
    ]);
  });

  it('reads null as absent and imports an empty document as an empty form', () => {
    const { values, notImported } = valuesOf({
      basics: { name: null, profiles: null },
      work: null,
      education: [],
    });
    expect(notImported).toEqual([]);
    expect(values.name).toBe('');
    expect(values.experiences).toEqual([]);
    expect(valuesOf({}).values).toEqual(valuesOf('{}').values);
  });
});
