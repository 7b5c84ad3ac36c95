import { validate } from '@jsonresume/schema';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { exportJsonResume } from './export-json-resume.ts';
import { importJsonResume } from './import-json-resume.ts';
import { EXTENSION_KEY } from './json-resume-schema.ts';
import { maximalPortfolio, minimalPortfolio, richPortfolio, unicodePortfolio } from './test-portfolios.ts';

/** The official schema's own verdict: [] when the document is a valid JSON Resume. */
function schemaErrors(resume: unknown): string[] {
  let errors: string[] = [];
  validate(resume, (found) => {
    errors = (found ?? []).map((error) => error.stack);
  });
  return errors;
}

/** Through text, as a downloaded file would go. */
function roundTrip(content: PortfolioContent, siteUrl?: string) {
  return importJsonResume(JSON.stringify(exportJsonResume(content, { siteUrl })));
}

const samples = {
  rich: richPortfolio,
  minimal: minimalPortfolio,
  'unicode, emoji and HTML': unicodePortfolio,
  'full lists at maximum lengths': maximalPortfolio,
};

describe('exportJsonResume', () => {
  it.each(Object.entries(samples))('writes a valid JSON Resume for the %s portfolio', (_, content) => {
    expect(schemaErrors(exportJsonResume(content, { siteUrl: 'https://aarav.example.com/' }))).toEqual([]);
  });

  it('the official validator is strict enough to catch a bad document', () => {
    expect(
      schemaErrors({ basics: { email: 'not an address' }, work: [{ startDate: 'May 2020' }] }),
    ).toHaveLength(2);
  });

  it.each(Object.entries(samples))(
    'round trip: importing the export gives back the %s portfolio',
    (_, content) => {
      expect(roundTrip(content)).toEqual({ ok: true, values: content, notImported: [] });
    },
  );

  it("keeps a project's case study and page address in its extension, and reads them back", () => {
    const [first, ...others] = richPortfolio.projects;
    const content = {
      ...richPortfolio,
      projects: [
        { ...(first as (typeof others)[number]), caseStudy: '## Why\n\nBookings **doubled**.', slug: 'shop' },
        ...others,
      ],
    };
    const resume = exportJsonResume(content);
    expect(resume.projects?.[0]?.[EXTENSION_KEY]).toEqual({
      caseStudy: '## Why\n\nBookings **doubled**.',
      slug: 'shop',
    });
    expect(resume.projects?.[1]?.[EXTENSION_KEY]).toEqual({ techStack: 'Next.js / Node.js,SMS' });
    expect(roundTrip(content)).toEqual({ ok: true, values: content, notImported: [] });
  });

  it('maps skill groups to skills and lists services and testimonials in meta', () => {
    const resume = exportJsonResume(richPortfolio);
    expect(resume.skills).toEqual([
      { name: 'Frontend', keywords: ['React', 'TypeScript', 'Accessibility'] },
      { name: 'Backend', keywords: ['Node.js', 'PostgreSQL'] },
    ]);
    expect(resume.meta).toEqual({
      version: 'v1.0.0',
      [EXTENSION_KEY]: { services: richPortfolio.services, testimonials: richPortfolio.testimonials },
    });
  });

  it('imports skills from another tool, their level reported, keywords as the group’s skills', () => {
    const imported = importJsonResume({
      skills: [{ name: 'Design', level: 'Master', keywords: ['Figma', ' ', 'Prototyping'] }],
    });
    expect(imported).toMatchObject({
      ok: true,
      values: {
        skills: [{ name: 'Design', skills: ['Figma', 'Prototyping'] }],
        services: [],
        testimonials: [],
      },
      notImported: ['skills.level: "Master" not imported: no field for it'],
    });
  });

  it('reports services in meta the form refuses rather than importing them', () => {
    const imported = importJsonResume({
      meta: { [EXTENSION_KEY]: { testimonials: [{ quote: 'Hi', link: 'javascript:alert(1)' }] } },
    });
    expect(imported.ok && imported.values.testimonials).toEqual([]);
    expect(imported.ok && imported.notImported).toEqual([
      `meta.${EXTENSION_KEY}.testimonials: not imported: Enter a full link starting with http:// or https://`,
    ]);
  });

  it('puts each field where JSON Resume tools look for it', () => {
    const resume = exportJsonResume(richPortfolio, { siteUrl: 'https://aarav.example.com/' });
    expect(resume.basics).toMatchObject({
      name: 'Aarav Sharma',
      label: 'Full-Stack Developer',
      email: 'aarav@example.com',
      phone: '+91 98765 43210',
      url: 'https://aarav.example.com/',
      summary: 'I design and build fast, accessible web applications.',
      location: { address: '12 MG Road\nPune 411001, India' },
      profiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/aarav-sharma-example' },
        { network: 'GitHub', url: 'https://github.com/aarav-example' },
        { network: 'Twitter', url: 'https://x.com/aarav_example' },
        { network: 'Instagram', url: 'https://www.instagram.com/aarav.example' },
        { network: 'Facebook', url: 'https://www.facebook.com/aarav.example' },
      ],
    });
    expect(resume.work?.[0]).toEqual({
      name: 'Brightlabs',
      position: 'Senior Engineer',
      startDate: '2021-01-01',
      summary: 'Lead a team of four building customer-facing dashboards.',
      [EXTENSION_KEY]: { techStack: 'TypeScript, React, AWS' },
    });
    expect(resume.education?.[0]).toEqual({
      institution: 'College of Engineering, Pune',
      studyType: 'B.Tech',
      area: 'Computer Engineering',
      startDate: '2014-07-01',
      endDate: '2018-05-31',
      score: '8.7 CGPA',
      courses: ['Data structures', 'Networks', 'Working in a team'],
    });
    expect(resume.projects?.[0]).toEqual({
      name: 'ShopFast',
      roles: ['Lead developer, designer'],
      startDate: '2023-01-01',
      keywords: ['React', 'Fastify', 'PostgreSQL'],
      url: 'https://example.com/shopfast',
      description: 'A storefront that loads in under a second on a 3G phone.\nPayments, search and reviews.',
    });
    expect(resume.awards?.[0]).toEqual({
      title: 'Hackathon winner',
      date: '2022-11-12',
      summary: 'First prize at the Pune civic tech hackathon.',
      [EXTENSION_KEY]: { link: 'https://example.com/hackathon' },
    });
    expect(resume.publications?.[0]).toEqual({
      name: 'Shipping a 50 KB React app',
      releaseDate: '2024-05-02',
      url: 'https://example.com/blog/50kb',
      summary: 'What we cut, and what we kept.',
    });
    expect(resume.meta).toMatchObject({ version: 'v1.0.0' });
  });

  it('keeps the original beside a list form that would not read back the same', () => {
    const resume = exportJsonResume(richPortfolio);
    expect(resume.projects?.[1]).toMatchObject({
      keywords: ['Next.js / Node.js', 'SMS'],
      [EXTENSION_KEY]: { techStack: 'Next.js / Node.js,SMS' },
    });
    expect(resume.education?.[1]).toMatchObject({
      courses: ['Physics, and how to study.', 'Indented second paragraph.'],
      [EXTENSION_KEY]: { yourLearning: 'Physics, and how to study.\n\n  Indented second paragraph.' },
    });
  });

  it('reads a list edited in another tool rather than the text kept beside it', () => {
    const resume = exportJsonResume(richPortfolio);
    const edited = {
      ...resume,
      projects: resume.projects?.map((project, index) =>
        index === 1 ? { ...project, keywords: ['Go'] } : project,
      ),
      education: resume.education?.map((education, index) =>
        index === 1 ? { ...education, courses: ['Physics', 'Chemistry'] } : education,
      ),
    };
    const imported = importJsonResume(edited);
    expect(imported.ok && imported.values.projects[1]?.techStack).toBe('Go');
    expect(imported.ok && imported.values.educations[1]?.yourLearning).toBe('Physics\nChemistry');
  });

  it('leaves out empty fields and empty sections', () => {
    expect(exportJsonResume(minimalPortfolio)).toEqual({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: { name: 'Mira', label: 'Designer', email: 'mira@example.com' },
      meta: { version: 'v1.0.0' },
    });
  });

  it('keeps HTML as the text it is', () => {
    const resume = exportJsonResume(unicodePortfolio);
    expect(resume.basics?.[EXTENSION_KEY]?.aboutMe).toBe(unicodePortfolio.aboutMe);
    expect(resume.projects?.[0]?.name).toBe('<i>Itálico</i> & “curly”');
  });

  it('the site address is not a form field, so its import says so', () => {
    const imported = roundTrip(richPortfolio, 'https://aarav.example.com/');
    expect(imported).toEqual({
      ok: true,
      values: richPortfolio,
      notImported: ['basics.url: "https://aarav.example.com/" not imported: no field for it'],
    });
  });
});

describe('project images (issue 26 item 1)', () => {
  const ID = { a: 'a'.repeat(32), b: 'b'.repeat(32), talk: 'c'.repeat(32) };
  const [first, ...others] = richPortfolio.projects;
  const withImages: PortfolioContent = {
    ...richPortfolio,
    projects: [
      {
        ...(first as (typeof others)[number]),
        images: [
          { id: ID.a, alt: 'The storefront', caption: 'Home page', width: 2400, height: 1600 },
          { id: ID.b, alt: 'Checkout', caption: '', width: 800, height: 600 },
        ],
        coverImageId: ID.b,
      },
      ...others,
    ],
    customSections: [
      {
        id: 'talks001',
        title: 'Talks',
        items: [
          {
            title: 'Fast shops',
            subtitle: 'JSConf India',
            startDate: '2024-02-01',
            endDate: '',
            description: '',
            link: '',
            image: { id: ID.talk, alt: 'On stage', caption: 'Bengaluru', width: 480, height: 320 },
          },
        ],
      },
    ],
  };

  /** What the export keeps in meta under its extension key. */
  const extensionOf = (resume: ReturnType<typeof exportJsonResume>) =>
    (resume.meta as Record<string, Record<string, unknown>>)[EXTENSION_KEY] as Record<string, unknown>;

  it('lists every image in meta, where it was and its address, and nowhere else', () => {
    const resume = exportJsonResume(withImages, { siteUrl: 'https://aarav.example.com/' });
    const extension = extensionOf(resume);
    expect(extension.images).toEqual([
      {
        where: 'projects[0]',
        title: 'ShopFast',
        id: ID.a,
        alt: 'The storefront',
        caption: 'Home page',
        width: 2400,
        height: 1600,
        url: `https://aarav.example.com/_images/${ID.a}/1600.webp`,
      },
      {
        where: 'projects[0]',
        title: 'ShopFast',
        id: ID.b,
        alt: 'Checkout',
        width: 800,
        height: 600,
        cover: true,
        url: `https://aarav.example.com/_images/${ID.b}/800.webp`,
      },
      {
        where: 'customSections[talks001].items[0]',
        title: 'Talks: Fast shops',
        id: ID.talk,
        alt: 'On stage',
        caption: 'Bengaluru',
        width: 480,
        height: 320,
        url: `https://aarav.example.com/_images/${ID.talk}/480.webp`,
      },
    ]);
    expect(JSON.stringify(resume.projects)).not.toContain(ID.a);
    expect(JSON.stringify(extension.customSections)).not.toContain(ID.talk);
    expect(schemaErrors(resume)).toEqual([]);
    // Without the site's address, no address for the images either.
    const offline = extensionOf(exportJsonResume(withImages)).images as { url?: string }[];
    expect(offline.map((image) => image.url)).toEqual([undefined, undefined, undefined]);
  });

  it('imports everything but the images, and says they are to be added again', () => {
    const imported = roundTrip(withImages);
    expect(imported.ok && imported.values.projects[0]).toEqual({
      ...richPortfolio.projects[0],
      coverImageId: '',
    });
    expect(imported.ok && imported.values.projects[0]).not.toHaveProperty('images');
    expect(imported.ok && imported.values.customSections[0]?.items[0]).toEqual({
      title: 'Fast shops',
      subtitle: 'JSConf India',
      startDate: '2024-02-01',
      endDate: '',
      description: '',
      link: '',
    });
    expect(imported.ok && imported.notImported).toEqual([
      `meta.${EXTENSION_KEY}.images: 3 images not imported: images are uploaded, not imported; add them again in the editor`,
    ]);
  });

  it('keeps an own section whose item carries an image it cannot take, without the image', () => {
    const imported = importJsonResume({
      meta: {
        [EXTENSION_KEY]: {
          customSections: [
            { id: 'talks001', title: 'Talks', items: [{ title: 'Fast shops', image: { id: 'x' } }] },
          ],
        },
      },
    });
    expect(imported.ok && imported.values.customSections).toEqual([
      {
        id: 'talks001',
        title: 'Talks',
        items: [{ title: 'Fast shops', subtitle: '', startDate: '', endDate: '', description: '', link: '' }],
      },
    ]);
    expect(imported.ok && imported.notImported).toEqual([
      `meta.${EXTENSION_KEY}.customSections: 1 image not imported: images are uploaded, not imported; add them again in the editor`,
    ]);
  });
});
