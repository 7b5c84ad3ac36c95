// Case-study pages (issue 26 item 2): a project's write-up is published at `/{slug}/` of its site.
// The slug is the owner's, or made from the project's title; this file holds the rules both the
// form and the server apply (decision 48). It imports nothing of ours, so portfolio.ts can use it.

/** The longest case study, in characters (Markdown as typed). */
export const CASE_STUDY_MAX = 100_000;
export const PROJECT_SLUG_MAX = 60;

/** Lowercase letters and digits, single hyphens between them: `my-project-2`. */
export const PROJECT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a slug may not be: the paths a site already serves (its page, favicon, sitemap, robots.txt,
 * PDF résumé, contact form, fonts, images) and their look-alikes without the dot ('resume-pdf').
 */
export const RESERVED_PROJECT_SLUGS: ReadonlySet<string> = new Set([
  'index',
  'index-html',
  'contact',
  'favicon',
  'favicon-svg',
  'favicon-ico',
  'sitemap',
  'sitemap-xml',
  'robots',
  'robots-txt',
  'resume',
  'resume-pdf',
  'site-fonts',
  'sites',
  'cover',
  'cover-webp',
  'photo',
  'well-known',
]);

export const projectSlugMessages = {
  pattern: 'Page address: use lowercase letters, digits and single hyphens (for example my-project)',
  length: `Page address must be at most ${PROJECT_SLUG_MAX} characters`,
  reserved: (title: string, slug: string) =>
    `Project "${title}": the page address "${slug}" is one of the site's own pages. Choose another.`,
  duplicate: (first: string, second: string, slug: string) =>
    `Projects "${first}" and "${second}" have the same page address "${slug}". Choose another for one of them.`,
} as const;

/**
 * Latin letters that NFKD does not split into a base letter and an accent, spelt as their languages
 * write them without it ('Ødegård' → odegard, 'Straße' → strasse, 'Łukasz' → lukasz). Ten letters:
 * a transliteration library's tables for every script would weigh on the editor's chunk for them.
 */
const UNSPLIT_LETTERS: Record<string, string> = {
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Any text as a slug's stem: lowercase, accents taken off (NFKD, and UNSPLIT_LETTERS), every run of
 * other characters one hyphen, none at either end; '' when nothing usable is left ('!!!', '李小龙').
 * Hosting names are made with it too (hostingNameStem).
 */
export function slugStem(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øßæœłđðþıħ]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A project as its slug rules read it. */
export type SluggedProject = { title?: string | undefined; slug?: string | undefined };

/** `stem` cut so that `stem-suffix` fits PROJECT_SLUG_MAX. */
function withSuffix(stem: string, n: number): string {
  const suffix = n === 1 ? '' : `-${n}`;
  return `${stem.slice(0, PROJECT_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * Each project's page address, in order: its own slug when it has one, else one made from its title
 * ('project' when the title has no usable letter) that no explicit slug, earlier project or site
 * path has taken: the second 'Atlas' is 'atlas-2'.
 */
export function projectSlugs(projects: readonly SluggedProject[]): string[] {
  const taken = new Set<string>(projects.map((p) => p.slug?.trim() ?? '').filter(Boolean));
  return projects.map((project) => {
    const own = project.slug?.trim();
    if (own) return own;
    const stem = slugStem(project.title ?? '') || 'project';
    let n = 1;
    while (taken.has(withSuffix(stem, n)) || RESERVED_PROJECT_SLUGS.has(withSuffix(stem, n))) n += 1;
    const slug = withSuffix(stem, n);
    taken.add(slug);
    return slug;
  });
}

/** The first problem with the projects' own slugs: where (item index) and what; none when they are fine. */
export function projectSlugIssue(
  projects: readonly SluggedProject[],
): { index: number; message: string } | undefined {
  const seen = new Map<string, number>();
  const name = (i: number) => projects[i]?.title || `Project ${i + 1}`;
  for (const [index, project] of projects.entries()) {
    const slug = project.slug?.trim();
    if (!slug) continue;
    if (RESERVED_PROJECT_SLUGS.has(slug))
      return { index, message: projectSlugMessages.reserved(name(index), slug) };
    const first = seen.get(slug);
    if (first !== undefined)
      return { index, message: projectSlugMessages.duplicate(name(first), name(index), slug) };
    seen.set(slug, index);
  }
  return undefined;
}
