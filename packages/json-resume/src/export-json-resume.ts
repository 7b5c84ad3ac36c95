import type { PortfolioContent } from '@portfolio/shared/portfolio';
import {
  orderedSections,
  type SectionKey,
  type SiteSectionId,
  siteSectionOrder,
} from '@portfolio/shared/site-rules';
import { isEmpty } from './is-empty.ts';
import { EXTENSION_KEY, type JsonResume } from './json-resume-schema.ts';
import { fromList, LEARNING, type ListFormat, TECH_STACK, toList } from './list-text.ts';
import { listImages, sectionsWithoutImages } from './placed-images.ts';
import { SOCIAL_NETWORKS } from './social-networks.ts';

const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export type ExportOptions = {
  /** The live site's address, written as `basics.url`. */
  siteUrl?: string;
  /**
   * The site's sections in its order, hidden ones included (their content is exported, `meta` names
   * them): the document's sections follow it. Missing: Techfolio's order with the content's own.
   */
  sections?: readonly SectionKey[];
};

/** Where each section of the site goes in a JSON Resume (`about` is in `basics`, which leads). */
const JSON_RESUME_SECTIONS: Partial<Record<SiteSectionId, keyof JsonResume>> = {
  experience: 'work',
  education: 'education',
  projects: 'projects',
  achievements: 'awards',
  articles: 'publications',
};

/** The document with its sections in the site's order; `$schema` and `basics` lead, the rest (`meta`) follow. */
function inSiteOrder(sections: readonly SectionKey[], resume: JsonResume): JsonResume {
  const home = (id: SectionKey) => JSON_RESUME_SECTIONS[id as SiteSectionId] ?? [];
  const ordered = ['$schema', 'basics', ...sections.flatMap(home)];
  const keys = [...ordered, ...Object.keys(resume).filter((key) => !ordered.includes(key))];
  const source = resume as Record<string, unknown>;
  return Object.fromEntries(
    keys.filter((key) => key in source).map((key) => [key, source[key]]),
  ) as JsonResume;
}

/**
 * A portfolio as a JSON Resume v1.0.0 document. Each field goes to its JSON Resume home; what has
 * none, or would not come back exactly (a tech stack that is not a plain comma list, learning notes
 * that are not one course per line), also goes under EXTENSION_KEY in the same entry, which JSON
 * Resume allows, so importing the document gives back exactly this portfolio. Empty fields are left
 * out, as JSON Resume documents do.
 */
export function exportJsonResume(content: PortfolioContent, options: ExportOptions = {}): JsonResume {
  const sections =
    options.sections ?? orderedSections(siteSectionOrder(1, content), { sectionOrder: content.sectionOrder });
  return inSiteOrder(
    sections,
    compact({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: compact({
        name: content.name,
        label: content.title,
        email: content.email,
        phone: content.contactNumber,
        url: options.siteUrl,
        summary: content.summary,
        location: compact({ address: content.address }),
        profiles: SOCIAL_NETWORKS.filter((network) => content[network.field]).map((network) => ({
          network: network.name,
          url: content[network.field],
        })),
        [EXTENSION_KEY]: compact({
          alternateContactNumber: content.alternateContactNumber,
          aboutMe: content.aboutMe,
        }),
      }),
      work: content.experiences.map((experience) =>
        compact({
          name: experience.companyName,
          position: experience.role,
          startDate: experience.startDate,
          endDate: experience.endDate,
          summary: experience.summary,
          [EXTENSION_KEY]: compact({ techStack: experience.techStack }),
        }),
      ),
      education: content.educations.map((education) => {
        const courses = toList(education.yourLearning, LEARNING);
        return compact({
          institution: education.schoolCollegeName,
          studyType: education.course,
          area: education.majorField,
          startDate: education.startDate,
          endDate: education.endDate,
          score: education.percentage,
          courses,
          [EXTENSION_KEY]: unlessReadBack(courses, LEARNING, { yourLearning: education.yourLearning }),
        });
      }),
      projects: content.projects.map((project) => {
        const keywords = toList(project.techStack, TECH_STACK);
        return compact({
          name: project.title,
          roles: project.role ? [project.role] : [],
          startDate: project.startDate,
          endDate: project.endDate,
          keywords,
          url: project.link,
          description: project.details,
          // JSON Resume has no place for a case study or its page's address (issue 26 item 2).
          [EXTENSION_KEY]: compact({
            ...unlessReadBack(keywords, TECH_STACK, { techStack: project.techStack }),
            caseStudy: project.caseStudy,
            slug: project.slug,
          }),
        });
      }),
      awards: content.achievements.map((achievement) =>
        compact({
          title: achievement.title,
          date: achievement.date,
          summary: achievement.description,
          [EXTENSION_KEY]: compact({ link: achievement.link }),
        }),
      ),
      publications: content.articles.map((article) =>
        compact({
          name: article.title,
          releaseDate: article.date,
          url: article.link,
          summary: article.description,
        }),
      ),
      // Content saved before these lists existed has none of them.
      skills: (content.skills ?? []).map((group) => compact({ name: group.name, keywords: group.skills })),
      // JSON Resume has no place for services, testimonials, the owner's own sections, the images
      // of projects and items and the theme: they are listed in `meta`.
      meta: compact({
        version: 'v1.0.0',
        // The owner's order and hidden sections too (none in content saved before them).
        [EXTENSION_KEY]: compact({
          services: content.services ?? [],
          testimonials: content.testimonials ?? [],
          customSections: sectionsWithoutImages(content.customSections),
          sectionOrder: content.sectionOrder ?? [],
          hiddenSections: content.hiddenSections ?? [],
          images: listImages(content, options.siteUrl),
          // The site's look (issue 27), for the import to bring back; the PDF has no use for it.
          theme: content.theme,
        }),
      }),
    }),
  );
}

/** The original field, kept only when its list would not read back as the same text. */
function unlessReadBack<Field extends Record<string, string>>(
  list: string[],
  format: ListFormat,
  original: Field,
): Field | undefined {
  return Object.values(original)[0] === fromList(list, format) ? undefined : original;
}

/** The object without its empty fields. */
function compact<Value extends Record<string, unknown>>(value: Value): Value {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => !isEmpty(field))) as Value;
}
