import type { ListField } from '@portfolio/shared/portfolio';
import type { ImportDraft } from '../import-result.ts';
import { readContact } from './resume-contact.ts';
import { type Entry, entriesOf, unwrapped } from './resume-entries.ts';
import { headingOf, type SectionKind } from './resume-headings.ts';
import {
  type ReadItem,
  toAchievement,
  toArticle,
  toEducation,
  toExperience,
  toProject,
  withHeldOrganisations,
} from './resume-items.ts';
import type { ResumeLine } from './resume-line.ts';
import { readSkills } from './resume-skills.ts';
import type { ResumeText } from './resume-text.ts';

type Section = { kind: SectionKind; heading: string; lines: string[] };

/** A page's number, printed in its margin: '2', '1 / 2', 'Page 2 of 3'. */
const PAGE_NUMBER = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i;

/**
 * The lines before the first heading and under a 'Contact' one (the contact block), and each
 * section. When the largest text (the name, by its size) sits under a heading, as in a sidebar read
 * before the main column, it and the lines up to the next heading join the contact block.
 */
function cut(all: ResumeLine[]): { top: ResumeLine[]; sections: Section[] } {
  const lines = all.filter((line) => !PAGE_NUMBER.test(line.text.trim()));
  const largest = Math.max(0, ...lines.slice(0, 60).map((line) => line.size));
  const prominent = lines.findIndex((line) => largest > 0 && line.size === largest);
  const top: ResumeLine[] = [];
  const sections: Section[] = [];
  let nameBlock = false;
  for (const [index, line] of lines.entries()) {
    const current = sections.at(-1);
    const kind = groupName(current, line, lines[index + 1]) ? undefined : headingOf(line.text);
    if (index === prominent && current) nameBlock = true;
    if (kind) {
      nameBlock = false;
      sections.push({ kind, heading: line.text.trim(), lines: [] });
    } else if (current && current.kind !== 'contact' && !nameBlock) {
      current.lines.push(line.text);
    } else {
      top.push(line);
    }
  }
  return { top, sections };
}

/**
 * 'Languages' or 'Tools' over a list in a skills section names a group; it heads no section. A
 * heading of another list ('Employment History', 'Certifications') still ends the skills.
 */
const groupName = (section: Section | undefined, line: ResumeLine, next: ResumeLine | undefined) =>
  section?.kind === 'skills' &&
  !line.text.includes(':') &&
  next?.text.includes(',') === true &&
  (headingOf(line.text) === 'skills' || /^languages$/i.test(line.text.trim()));

/** Each list section: its entries read into the form's items (achievements and articles one a line). */
const LISTS: [
  Exclude<SectionKind, 'summary' | 'skills' | 'contact' | 'other'>,
  ListField,
  (entries: (oneLineEach: boolean) => Entry[]) => ReadItem[],
][] = [
  ['experience', 'experiences', (read) => withHeldOrganisations(read(false).map(toExperience))],
  ['education', 'educations', (read) => read(false).map(toEducation)],
  ['projects', 'projects', (read) => read(false).map(toProject)],
  ['achievements', 'achievements', (read) => read(true).map(toAchievement)],
  ['articles', 'articles', (read) => read(true).map(toArticle)],
];

const ITEM_WORDS: Record<ListField, [string, string]> = {
  experiences: ['Experience', 'position'],
  educations: ['Education', 'entry'],
  projects: ['Projects', 'project'],
  achievements: ['Achievements', 'achievement'],
  articles: ['Articles', 'article'],
};

const count = (n: number, word: string) =>
  `${n} ${n === 1 ? word : word === 'entry' ? 'entries' : `${word}s`}`;

/**
 * A résumé's text read into the form (rules only, no AI service): the contact block, then each
 * section found by its heading and its entries. Values read with low confidence are named in
 * `review` by their form paths; sections the form has no place for are named in `notImported`.
 */
export function parseResume({ lines, links, wraps }: ResumeText): ImportDraft {
  const { top, sections } = cut(lines);
  const contact = readContact(top, lines, links);
  const draft: Required<ImportDraft> = { text: {}, lists: {}, imported: [], notImported: [], review: [] };
  const text = draft.text;
  const contactFields = {
    name: contact.name,
    title: contact.title,
    email: contact.email,
    contactNumber: contact.phone,
    linkidenUrl: contact.linkedin,
    githubUrl: contact.github,
    twitterUrl: contact.twitter,
    address: contact.address,
  };
  for (const [field, value] of Object.entries(contactFields)) {
    if (value) text[field as keyof typeof contactFields] = value;
  }
  if (contact.name && contact.nameUnsure) draft.review.push('name');
  const found = Object.keys(contactFields).filter((field) => text[field as keyof typeof contactFields]);
  if (found.length > 0) draft.imported.push(`Contact: ${found.length} of its fields`);
  if (contact.website) {
    draft.notImported.push(`Your website ${contact.website} was not imported: the form has no field for it.`);
  }

  const summary = sections
    .filter((section) => section.kind === 'summary')
    .flatMap((section) => section.lines)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (summary) {
    text[summary.length <= 1000 ? 'summary' : 'aboutMe'] = summary;
    draft.imported.push('Summary');
  }

  // A PDF's lines may be a paragraph cut by the column's width; a DOCX's are whole paragraphs.
  const linesOf = (kind: SectionKind) => {
    const own = sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
    return wraps ? unwrapped(own) : own;
  };
  for (const [kind, list, read] of LISTS) {
    const items = read((oneLineEach) =>
      entriesOf(linesOf(kind), { oneLineEach, wraps }).filter((entry) => entry.head.length > 0),
    );
    if (items.length === 0) continue;
    draft.lists[list] = items.map(({ item }) => item);
    items.forEach(({ unsure }, index) => {
      for (const key of unsure) draft.review.push(`${list}.${index}.${key}`);
    });
    const [section, word] = ITEM_WORDS[list];
    draft.imported.push(`${section}: ${count(items.length, word)}`);
  }

  const skills = readSkills(linesOf('skills'));
  if (skills.length > 0) {
    draft.lists.skills = skills;
    const total = skills.reduce((sum, group) => sum + group.skills.length, 0);
    draft.imported.push(`Skills: ${count(total, 'skill')} in ${count(skills.length, 'group')}`);
  }

  for (const section of sections.filter((s) => s.kind === 'other' && s.lines.length > 0)) {
    draft.notImported.push(`“${section.heading}” was not imported: the form has no such section.`);
  }
  return draft;
}
