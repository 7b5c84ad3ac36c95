import { describe, expect, it } from 'vitest';
import { portfolioContentSchema } from './portfolio.ts';
import { CASE_STUDY_MAX, projectSlugIssue, projectSlugs, slugStem } from './project-pages.ts';

const content = (projects: unknown[]) => ({
  title: 'T',
  name: 'Asha Rao',
  email: 'asha@example.com',
  projects,
});
const firstMessage = (projects: unknown[]) =>
  portfolioContentSchema.safeParse(content(projects)).error?.issues[0]?.message;

describe('project slugs', () => {
  it('makes a slug from the title: lowercase, accents off, one hyphen per run', () => {
    expect(slugStem('  Café Atlas: a Redesign! ')).toBe('cafe-atlas-a-redesign');
    expect(slugStem('李小龙')).toBe('');
    expect(slugStem('Øystein Ødegård')).toBe('oystein-odegard');
    expect(slugStem('Łukasz Straße')).toBe('lukasz-strasse');
    expect(slugStem('Ægir Œuvre Þór')).toBe('aegir-oeuvre-thor');
    expect(projectSlugs([{ title: 'Café Atlas' }, { title: '!!!' }])).toEqual(['cafe-atlas', 'project']);
  });

  it('gives the second project whose title makes the same slug -2, and never takes an explicit one', () => {
    expect(projectSlugs([{ title: 'Atlas' }, { title: 'atlas!' }, { title: 'ATLAS' }])).toEqual([
      'atlas',
      'atlas-2',
      'atlas-3',
    ]);
    expect(projectSlugs([{ title: 'Atlas' }, { title: 'Other', slug: 'atlas' }])).toEqual([
      'atlas-2',
      'atlas',
    ]);
  });

  it('moves an automatic slug off the site own paths and cuts it to 60 characters', () => {
    expect(projectSlugs([{ title: 'Contact' }, { title: 'Résumé PDF' }])).toEqual([
      'contact-2',
      'resume-pdf-2',
    ]);
    const [long] = projectSlugs([{ title: 'a'.repeat(80) }]);
    expect(long).toHaveLength(60);
  });

  it('refuses two explicit equal slugs, naming the projects', () => {
    expect(
      projectSlugIssue([
        { title: 'A', slug: 'x' },
        { title: 'B', slug: 'x' },
      ])?.index,
    ).toBe(1);
    expect(
      firstMessage([
        { title: 'Alpha', slug: 'same' },
        { title: 'Beta', slug: 'same' },
      ]),
    ).toBe('Projects "Alpha" and "Beta" have the same page address "same". Choose another for one of them.');
  });

  it('refuses a slug that is a site path or not a slug', () => {
    expect(firstMessage([{ title: 'Hi', slug: 'contact' }])).toContain('is one of the site');
    expect(firstMessage([{ title: 'Hi', slug: 'resume-pdf' }])).toContain('is one of the site');
    for (const slug of ['sitemap.xml', '_site-fonts', 'Big', 'a--b', '-a', 'a'.repeat(61)])
      expect(firstMessage([{ title: 'Hi', slug }]), slug).toMatch(/Page address/);
  });

  it('keeps old projects without the fields valid, and limits the case study', () => {
    const parsed = portfolioContentSchema.parse(content([{ title: 'Old' }]));
    expect(parsed.projects[0]?.title).toBe('Old');
    expect(parsed.projects[0]?.caseStudy ?? '').toBe('');
    expect(firstMessage([{ title: 'Long', caseStudy: 'x'.repeat(2 * CASE_STUDY_MAX) }])).toBe(
      `Case study must be at most ${CASE_STUDY_MAX} characters`,
    );
  });
});
