import {
  type AnyListField,
  achievementSchema,
  articleSchema,
  educationSchema,
  experienceSchema,
  LIST_MAX_ITEMS,
  type PortfolioContent,
  portfolioContentSchema,
  projectSchema,
  type SectionField,
  SKILL_MAX_LENGTH,
  SKILLS_PER_GROUP_MAX,
  skillGroupSchema,
} from '@portfolio/shared/portfolio';
import type { ProfileField } from '@portfolio/shared/site-rules';
import { themeSchema } from '@portfolio/shared/theme';
import type { z } from 'zod';
import { fitText, fitValue, type Report } from './fit-field.ts';
import { toFormDate } from './form-date.ts';
import { isEmpty } from './is-empty.ts';
import {
  awardEntry,
  basicsEntry,
  type CheckedJsonResume,
  describeValue,
  EXTENSION_KEY,
  educationEntry,
  jsonResumeSchema,
  locationEntry,
  type profileEntry,
  projectEntry,
  publicationEntry,
  skillEntry,
  workEntry,
} from './json-resume-schema.ts';
import { fromList, keptText, LEARNING, TECH_STACK } from './list-text.ts';
import { stripItemImages } from './placed-images.ts';
import { findSocialNetwork, SOCIAL_NETWORKS } from './social-networks.ts';

/** Keys of a document that are not résumé content, so never reported. */
const NOT_CONTENT = new Set(['$schema', 'meta']);

/** Maps a checked JSON Resume onto the portfolio form, reporting in plain words what it leaves out. */
export function portfolioFromJsonResume(resume: CheckedJsonResume): {
  values: PortfolioContent;
  notImported: string[];
} {
  const report: Report = [];
  const basics = basicsFields(resume.basics, report);
  const experiences = mapSection('work', resume.work, workEntry, toExperience, report);
  const educations = mapSection('education', resume.education, educationEntry, toEducation, report);
  const projects = mapSection('projects', resume.projects, projectEntry, toProject, report);
  const achievements = mapSection('awards', resume.awards, awardEntry, toAchievement, report);
  const articles = mapSection('publications', resume.publications, publicationEntry, toArticle, report);
  const skills = mapSection('skills', resume.skills, skillEntry, toSkillGroup, report);
  reportImages(resume, report);
  for (const [key, value] of Object.entries(resume)) {
    if (key in jsonResumeSchema.shape || NOT_CONTENT.has(key) || isEmpty(value)) continue;
    const entries = Array.isArray(value) ? `${entriesCount(value.length)} ` : '';
    report.push(`${key}: ${entries}not imported: this template has no such section`);
  }
  return {
    values: {
      ...basics,
      educations,
      projects,
      experiences,
      achievements,
      articles,
      skills,
      services: fromMeta(resume, 'services', report),
      testimonials: fromMeta(resume, 'testimonials', report),
      customSections: fromMeta(resume, 'customSections', report),
      // An export of ours names the owner's order and hidden sections in `meta` too.
      sectionOrder: fromMeta(resume, 'sectionOrder', report),
      hiddenSections: fromMeta(resume, 'hiddenSections', report),
      ...themeFromMeta(resume, report),
    },
    notImported: report,
  };
}

type Basics = Omit<PortfolioContent, AnyListField | SectionField | 'customSections'>;

function basicsFields(basics: z.output<typeof basicsEntry> | null | undefined, report: Report): Basics {
  const field = portfolioContentSchema.shape;
  const extension = basics?.[EXTENSION_KEY];
  const location = basics?.location;
  // Reading order of a postal address: street, city, region, postal code, country.
  const address = [
    location?.address,
    location?.city,
    location?.region,
    location?.postalCode,
    location?.countryCode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const values: Basics = {
    title: fitText(field.title, basics?.label, 'basics.label', report),
    name: fitText(field.name, basics?.name, 'basics.name', report),
    email: fitValue(field.email, basics?.email, 'basics.email', report),
    contactNumber: fitValue(field.contactNumber, basics?.phone, 'basics.phone', report),
    alternateContactNumber: fitValue(
      field.alternateContactNumber,
      extension?.alternateContactNumber,
      `basics.${EXTENSION_KEY}.alternateContactNumber`,
      report,
    ),
    ...socialLinks(basics?.profiles ?? [], report),
    summary: fitText(field.summary, basics?.summary, 'basics.summary', report),
    aboutMe: fitText(field.aboutMe, extension?.aboutMe, `basics.${EXTENSION_KEY}.aboutMe`, report),
    address: fitText(field.address, address, 'basics.location', report),
  };
  if (basics) reportLeftovers('basics', [basics], basicsEntry.shape, report);
  if (location) reportLeftovers('basics.location', [location], locationEntry.shape, report);
  return values;
}

/** The form has one link per network: the first profile of each is taken, the others reported. */
function socialLinks(
  profiles: z.output<typeof profileEntry>[],
  report: Report,
): Record<ProfileField, string> {
  const links = Object.fromEntries(SOCIAL_NETWORKS.map(({ field }) => [field, ''])) as Record<
    ProfileField,
    string
  >;
  for (const [index, profile] of profiles.entries()) {
    const url = profile.url?.trim() ?? '';
    const username = profile.username?.trim() ?? '';
    const network = findSocialNetwork(profile.network ?? '', url);
    if (!network) {
      const named = profile.network?.trim() || url || username;
      if (named) report.push(`basics.profiles: ${named} not imported: no field for it`);
      continue;
    }
    const link = url || (username && network.profileUrl(username));
    if (!link) continue;
    if (links[network.field]) {
      report.push(
        `basics.profiles: a second ${network.name} profile (${link}) not imported: the form has one ${network.name} link`,
      );
      continue;
    }
    const where = `basics.profiles[${index}].url`;
    links[network.field] = fitValue(portfolioContentSchema.shape[network.field], link, where, report);
  }
  return links;
}

/**
 * One list section: each entry mapped (its problems reported under its index), entries that bring
 * nothing dropped as the form drops them, at most LIST_MAX_ITEMS kept in document order.
 */
function mapSection<Entry extends Record<string, unknown>, Item extends Record<string, unknown>>(
  section: string,
  entries: Entry[] | null | undefined,
  entrySchema: { shape: object },
  toItem: (entry: Entry, where: string, report: Report) => Item,
  report: Report,
): Item[] {
  const items: Item[] = [];
  const kept: Entry[] = [];
  let overLimit = 0;
  for (const [index, entry] of (entries ?? []).entries()) {
    const entryReport: Report = [];
    const item = toItem(entry, `${section}[${index}]`, entryReport);
    const empty = Object.values(item).every(isEmpty);
    if (!empty && items.length === LIST_MAX_ITEMS) {
      overLimit += 1;
      continue;
    }
    report.push(...entryReport);
    kept.push(entry);
    if (!empty) items.push(item);
  }
  reportLeftovers(section, kept, entrySchema.shape, report);
  if (overLimit > 0) {
    report.push(`${section}: ${entriesCount(overLimit)} not imported: at most ${LIST_MAX_ITEMS} per section`);
  }
  return items;
}

/** Fields the form has no place for, counted over a section's entries: one line per field. */
function reportLeftovers(
  section: string,
  entries: Record<string, unknown>[],
  mapped: object,
  report: Report,
) {
  const counts = new Map<string, { count: number; value: unknown }>();
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry)) {
      if (key in mapped || isEmpty(value)) continue;
      counts.set(key, { count: (counts.get(key)?.count ?? 0) + 1, value });
    }
  }
  for (const [key, { count, value }] of counts) {
    const what = entries.length === 1 ? describeValue(value) : count === 1 ? '1 value' : `${count} values`;
    report.push(`${section}.${key}: ${what} not imported: no field for it`);
  }
}

function toExperience(work: z.output<typeof workEntry>, where: string, report: Report) {
  const field = experienceSchema.shape;
  return {
    companyName: fitText(field.companyName, work.name, `${where}.name`, report),
    role: fitText(field.role, work.position, `${where}.position`, report),
    startDate: fitValue(field.startDate, toFormDate(work.startDate), `${where}.startDate`, report),
    endDate: fitValue(field.endDate, toFormDate(work.endDate), `${where}.endDate`, report),
    techStack: fitText(
      field.techStack,
      work[EXTENSION_KEY]?.techStack,
      `${where}.${EXTENSION_KEY}.techStack`,
      report,
    ),
    summary: fitText(
      field.summary,
      lines(work.summary, ...(work.highlights ?? [])),
      `${where}.summary`,
      report,
    ),
  };
}

function toEducation(education: z.output<typeof educationEntry>, where: string, report: Report) {
  const field = educationSchema.shape;
  const learning =
    keptText(education[EXTENSION_KEY]?.yourLearning, education.courses, LEARNING) ??
    fromList(education.courses, LEARNING);
  return {
    schoolCollegeName: fitText(
      field.schoolCollegeName,
      education.institution,
      `${where}.institution`,
      report,
    ),
    course: fitText(field.course, education.studyType, `${where}.studyType`, report),
    startDate: fitValue(field.startDate, toFormDate(education.startDate), `${where}.startDate`, report),
    endDate: fitValue(field.endDate, toFormDate(education.endDate), `${where}.endDate`, report),
    majorField: fitText(field.majorField, education.area, `${where}.area`, report),
    percentage: fitText(field.percentage, education.score, `${where}.score`, report),
    yourLearning: fitText(field.yourLearning, learning, `${where}.courses`, report),
  };
}

function toProject(project: z.output<typeof projectEntry>, where: string, report: Report) {
  const field = projectSchema.shape;
  const own = project[EXTENSION_KEY];
  const techStack =
    keptText(own?.techStack, project.keywords, TECH_STACK) ?? fromList(project.keywords, TECH_STACK);
  return {
    title: fitText(field.title, project.name, `${where}.name`, report),
    role: fitText(field.role, (project.roles ?? []).join(', '), `${where}.roles`, report),
    startDate: fitValue(field.startDate, toFormDate(project.startDate), `${where}.startDate`, report),
    endDate: fitValue(field.endDate, toFormDate(project.endDate), `${where}.endDate`, report),
    techStack: fitText(field.techStack, techStack, `${where}.keywords`, report),
    link: fitValue(field.link, project.url, `${where}.url`, report),
    details: fitText(
      field.details,
      lines(project.description, ...(project.highlights ?? [])),
      `${where}.description`,
      report,
    ),
    // Ours, kept in the export's extension (JSON Resume has no place for them).
    caseStudy: fitText(
      field.caseStudy.unwrap(),
      own?.caseStudy,
      `${where}.${EXTENSION_KEY}.caseStudy`,
      report,
    ),
    slug: fitValue(field.slug.unwrap(), own?.slug, `${where}.${EXTENSION_KEY}.slug`, report),
    // Images are uploads, never imported (reportImages): the project has none, so no cover.
    coverImageId: '',
  };
}

function toAchievement(award: z.output<typeof awardEntry>, where: string, report: Report) {
  const field = achievementSchema.shape;
  return {
    title: fitText(field.title, award.title, `${where}.title`, report),
    description: fitText(field.description, lines(award.awarder, award.summary), `${where}.summary`, report),
    date: fitValue(field.date, toFormDate(award.date), `${where}.date`, report),
    link: fitValue(field.link, award[EXTENSION_KEY]?.link, `${where}.${EXTENSION_KEY}.link`, report),
  };
}

function toArticle(publication: z.output<typeof publicationEntry>, where: string, report: Report) {
  const field = articleSchema.shape;
  return {
    date: fitValue(field.date, toFormDate(publication.releaseDate), `${where}.releaseDate`, report),
    title: fitText(field.title, publication.name, `${where}.name`, report),
    description: fitText(field.description, publication.summary, `${where}.summary`, report),
    link: fitValue(field.link, publication.url, `${where}.url`, report),
  };
}

/**
 * Services, testimonials and the owner's own sections, which JSON Resume has no place for: an export of ours lists them in
 * `meta`, under EXTENSION_KEY, in the portfolio's own shape, so they are read back with its schema.
 */
function fromMeta<List extends 'services' | 'testimonials' | 'customSections' | SectionField>(
  resume: CheckedJsonResume,
  list: List,
  report: Report,
): PortfolioContent[List] {
  const extension = metaExtension(resume);
  // An item's image is one of its owner's uploads: never imported (reportImages says so).
  const value = list === 'customSections' ? stripItemImages(extension?.[list]).sections : extension?.[list];
  if (isEmpty(value)) return [];
  const result = portfolioContentSchema.shape[list].safeParse(value);
  if (result.success) return result.data as PortfolioContent[List];
  const issue = result.error.issues[0];
  report.push(
    `meta.${EXTENSION_KEY}.${list}: not imported: ${issue?.message ?? 'the form does not accept it'}`,
  );
  return [];
}

/** The theme an export of ours names in `meta` (none: the form keeps its own); one the form refuses is reported. */
function themeFromMeta(resume: CheckedJsonResume, report: Report): Pick<PortfolioContent, 'theme'> {
  const value = metaExtension(resume)?.theme;
  if (isEmpty(value)) return {};
  const result = themeSchema.safeParse(value);
  if (result.success) return { theme: result.data };
  report.push(`meta.${EXTENSION_KEY}.theme: not imported: ${result.error.issues[0]?.message}`);
  return {};
}

/** What an export of ours keeps in `meta` under EXTENSION_KEY, unchecked. */
function metaExtension(resume: CheckedJsonResume): Record<string, unknown> | null | undefined {
  const meta = resume.meta as Record<string, unknown> | null | undefined;
  return meta?.[EXTENSION_KEY] as Record<string, unknown> | null | undefined;
}

/**
 * The images an export lists in `meta` (and any in its own sections' items) are not imported: an
 * image is one of its owner's uploads, added again in the editor. One line says how many.
 */
function reportImages(resume: CheckedJsonResume, report: Report) {
  const extension = metaExtension(resume);
  const listed = Array.isArray(extension?.images) ? extension.images.length : 0;
  const inItems = stripItemImages(extension?.customSections).removed;
  const count = listed + inItems;
  if (count === 0) return;
  const where = listed > 0 ? `meta.${EXTENSION_KEY}.images` : `meta.${EXTENSION_KEY}.customSections`;
  report.push(
    `${where}: ${count === 1 ? '1 image' : `${count} images`} not imported: images are uploaded, not imported; add them again in the editor`,
  );
}

/**
 * A skill group: its name, and its keywords as the group's skills (empty ones dropped, each cut to
 * the form's length, those past the form's count reported).
 */
function toSkillGroup(skill: z.output<typeof skillEntry>, where: string, report: Report) {
  const names = (skill.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
  const kept = names.slice(0, SKILLS_PER_GROUP_MAX);
  if (names.length > kept.length) {
    report.push(
      `${where}.keywords: ${names.length - kept.length} not imported: at most ${SKILLS_PER_GROUP_MAX} skills per group`,
    );
  }
  if (kept.some((name) => name.length > SKILL_MAX_LENGTH)) {
    report.push(
      `${where}.keywords: skills cut to their first ${SKILL_MAX_LENGTH} characters, the most the form takes`,
    );
  }
  return {
    name: fitText(skillGroupSchema.shape.name, skill.name, `${where}.name`, report),
    skills: kept.map((name) => name.slice(0, SKILL_MAX_LENGTH)),
  };
}

/** A text and its bullet points as the form's one text area holds them: one per line. */
function lines(...parts: (string | null | undefined)[]): string {
  return parts
    .map((line) => line?.trim())
    .filter(Boolean)
    .join('\n');
}

function entriesCount(count: number): string {
  return count === 1 ? '1 entry' : `${count} entries`;
}
