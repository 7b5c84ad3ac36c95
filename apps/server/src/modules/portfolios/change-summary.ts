import { isDeepStrictEqual } from 'node:util';
import { ALL_LIST_FIELDS, type AnyListField, type PortfolioContent } from '@portfolio/shared/portfolio';

const LIST_NAMES: Record<AnyListField, string> = {
  educations: 'Education',
  projects: 'Projects',
  experiences: 'Experience',
  achievements: 'Achievements',
  articles: 'Articles',
  skills: 'Skills',
  services: 'Services',
  testimonials: 'Testimonials',
};

const FIELD_NAMES: Partial<Record<keyof PortfolioContent, string>> = {
  title: 'Title',
  name: 'Name',
  email: 'E-mail',
  contactNumber: 'Contact number',
  alternateContactNumber: 'Alternate contact number',
  linkidenUrl: 'LinkedIn',
  githubUrl: 'GitHub',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  twitterUrl: 'Twitter',
  summary: 'Summary',
  aboutMe: 'About me',
  address: 'Address',
};

// Key order differs between what was sent and what PostgreSQL's jsonb gives back.
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** '1 added, 2 changed' for one list, comparing items by position and counting the rest. */
function listChange(before: unknown[], after: unknown[]): string | undefined {
  const changed = before.slice(0, after.length).filter((item, i) => !same(item, after[i])).length;
  const parts = [
    after.length > before.length && `${after.length - before.length} added`,
    before.length > after.length && `${before.length - after.length} removed`,
    changed > 0 && `${changed} changed`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** 'Section order changed', 'Hidden sections changed': content saved before them has neither (empty). */
function sectionChanges(before: PortfolioContent, after: PortfolioContent): string[] {
  return [
    !same(before.sectionOrder ?? [], after.sectionOrder ?? []) && 'Section order changed',
    !same([...(before.hiddenSections ?? [])].sort(), [...(after.hiddenSections ?? [])].sort()) &&
      'Hidden sections changed',
  ].filter((part): part is string => Boolean(part));
}

/**
 * The owner's own sections by their id: 'Talks added', 'Talks removed', 'Talks renamed Conference
 * talks', 'Talks: 1 added' (its items). Content saved before them has none.
 */
function customSectionChanges(before: PortfolioContent, after: PortfolioContent): string[] {
  const was = new Map((before.customSections ?? []).map((section) => [section.id, section]));
  const now = new Set((after.customSections ?? []).map(({ id }) => id));
  const parts = (after.customSections ?? []).flatMap((section) => {
    const old = was.get(section.id);
    if (!old) return [`${section.title} added`];
    const items = listChange(old.items, section.items);
    return [
      old.title !== section.title && `${old.title} renamed ${section.title}`,
      items && `${section.title}: ${items}`,
    ].filter((part): part is string => Boolean(part));
  });
  const removed = [...was.values()].filter(({ id }) => !now.has(id)).map(({ title }) => `${title} removed`);
  return [...parts, ...removed];
}

/**
 * One line saying what a save changed, for the version history: 'Projects: 1 added; Title changed;
 * Cover changed'. Nothing changed reads 'Saved without changes'.
 */
export function describeChanges(
  before: { content: PortfolioContent; cover: string },
  after: { content: PortfolioContent; cover: string },
): string {
  const parts: string[] = [];
  for (const [field, name] of Object.entries(FIELD_NAMES) as [keyof PortfolioContent, string][]) {
    if (!same(before.content[field], after.content[field])) parts.push(`${name} changed`);
  }
  for (const list of ALL_LIST_FIELDS) {
    // Content saved before a list existed has none: an empty list.
    const change = listChange(before.content[list] ?? [], after.content[list] ?? []);
    if (change) parts.push(`${LIST_NAMES[list]}: ${change}`);
  }
  parts.push(...customSectionChanges(before.content, after.content));
  parts.push(...sectionChanges(before.content, after.content));
  // Content saved before themes has none: the template's own look, the same as a theme of defaults.
  if (!same(before.content.theme ?? {}, after.content.theme ?? {})) parts.push('Theme changed');
  if (before.cover !== after.cover) parts.push('Cover changed');
  return parts.length > 0 ? parts.join('; ') : 'Saved without changes';
}
