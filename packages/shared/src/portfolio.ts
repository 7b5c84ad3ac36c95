import { z } from 'zod';
import { customDomainSchema } from './domains.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { placedImageSchema, projectImageMessages, projectImagesSchema } from './project-images.ts';
import {
  CASE_STUDY_MAX,
  PROJECT_SLUG_MAX,
  PROJECT_SLUG_PATTERN,
  projectSlugIssue,
  projectSlugMessages,
} from './project-pages.ts';
import {
  CUSTOM_SECTION_ID_PATTERN,
  customSectionKey,
  isCustomSectionKey,
  isSiteSectionId,
  type SectionKey,
  SITE_SECTION_IDS,
} from './site-rules.ts';
import { THEME_FIELD, type ThemeField, themeSchema } from './theme.ts';

/** Texts of the portfolio forms: docs/spec.md §5 with docs/design.md deviations 2 and 7. */
export const portfolioMessages = {
  hostingNameRequired: 'Hosting name is required',
  hostingNameSpaces: 'No spaces allowed in hosting name',
  hostingNameCharacters: 'Use only lowercase letters, digits and hyphens in the hosting name',
  hostingNameLength: 'Hosting name must be 3 to 40 characters',
  hostingNameStart: 'Hosting name must start with a letter',
  hostingNameEnd: 'Hosting name cannot end with a hyphen',
  hostingNameReserved: 'This hosting name is reserved',
  hostingNamePunycode:
    'Hosting name cannot start with xn-- (encoded international names look like other names)',
  hostingNameDoubleHyphen: 'Hosting name cannot contain two hyphens in a row',
  hostingNameTaken: 'This hosting name is already taken',
  coverImageRequired: 'Cover image is required',
  coverImageTooLarge: 'The cover image must be at most 5 MB.',
  coverImageNotImage: 'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
  titleRequired: 'Title is required',
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  link: 'Enter a full link starting with http:// or https://',
  date: 'Enter a date as YYYY-MM-DD',
  phone: 'Enter a valid phone number',
  saved: 'Portfolio saved successfully',
  updated: 'portfolio Updated Successfully',
  restored: 'This version is your portfolio again. The version before it stays in the history.',
} as const;

/**
 * Names a site cannot take: they are, or may become, our own sub-domains, or a site there could
 * pose as the domain's own mailbox or be found by software probing the domain by itself.
 */
export const RESERVED_HOSTING_NAMES: ReadonlySet<string> = new Set([
  // The demo sites, one per template (apps/server/src/modules/sites/demo.ts).
  'demo',
  'demo-2',
  'demo-3',
  'demo-4',
  'demo-5',
  'demo-6',
  'demo-7',
  'demo-8',
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'sites',
  'static',
  'assets',
  'cdn',
  'dev',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'dashboard',
  'login',
  'register',
  'auth',
  'account',
  'billing',
  'pay',
  'payment',
  'payments',
  'smtp',
  'ftp',
  'ns1',
  'ns2',
  'portfolio',
  'portfolios',
  'templates',
  'demo-admin',
  // Probed without anyone asking: proxy and tunnel discovery (WPAD, ISATAP), mail clients'
  // set-up (Outlook's autodiscover, Thunderbird's autoconfig), mail servers' MTA-STS policy.
  'localhost',
  'wpad',
  'isatap',
  'autodiscover',
  'autoconfig',
  'mta-sts',
  // RFC 2142's mailbox names (www, ftp and support are above), root's, and automatic mail's senders.
  'info',
  'marketing',
  'sales',
  'abuse',
  'noc',
  'security',
  'postmaster',
  'hostmaster',
  'usenet',
  'news',
  'webmaster',
  'uucp',
  'root',
  'noreply',
  'no-reply',
  'mailer-daemon',
]);

export const HOSTING_NAME_LIMITS = { min: 3, max: 40 } as const;

/**
 * The hosting name is the site's sub-domain. The spec's two rules come first so its messages show
 * for the cases it names; then the DNS-safe rules of deviation 7.
 */
export const hostingNameSchema = z
  .string({ error: portfolioMessages.hostingNameRequired })
  .min(1, portfolioMessages.hostingNameRequired)
  .superRefine((name, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, abort: true });
    if (/\s/.test(name)) return fail(portfolioMessages.hostingNameSpaces);
    if (!/^[a-z0-9-]+$/.test(name)) return fail(portfolioMessages.hostingNameCharacters);
    if (name.length < HOSTING_NAME_LIMITS.min || name.length > HOSTING_NAME_LIMITS.max) {
      return fail(portfolioMessages.hostingNameLength);
    }
    if (!/^[a-z]/.test(name)) return fail(portfolioMessages.hostingNameStart);
    if (name.endsWith('-')) return fail(portfolioMessages.hostingNameEnd);
    // Look-alike names: punycode labels render as other scripts, and "a--b" reads as "a-b".
    if (name.startsWith('xn--')) return fail(portfolioMessages.hostingNamePunycode);
    if (name.includes('--')) return fail(portfolioMessages.hostingNameDoubleHyphen);
    if (RESERVED_HOSTING_NAMES.has(name)) return fail(portfolioMessages.hostingNameReserved);
  });

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 5000;
export const LIST_MAX_ITEMS = 30;

/** An optional text field: missing becomes '', spaces trimmed, a length limit named after the field. */
function optionalText(label: string, max = TEXT_MAX) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
}

function requiredField(label: string, requiredMessage: string, max = TEXT_MAX) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Links are optional, and when given must be http(s): no javascript:, data: or relative links. */
function optionalLink(label: string) {
  return optionalText(label, 500).refine((value) => value === '' || isHttpUrl(value), portfolioMessages.link);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Dates are calendar days (YYYY-MM-DD) or empty; the forms use date inputs. */
function optionalDate(label: string) {
  return optionalText(label, 10).refine(
    (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
    portfolioMessages.date,
  );
}

function optionalPhone(label: string) {
  return optionalText(label, 20).refine(
    (value) => value === '' || /^\+?[0-9][0-9 ()-]{5,18}$/.test(value),
    portfolioMessages.phone,
  );
}

export const educationSchema = z.object({
  schoolCollegeName: optionalText('School or college name'),
  course: optionalText('Course'),
  startDate: optionalDate('Start date'),
  endDate: optionalDate('End date'),
  majorField: optionalText('Major field'),
  percentage: optionalText('Percentage', 20),
  yourLearning: optionalText('Your learning', LONG_TEXT_MAX),
});

export const projectSchema = z
  .object({
    title: optionalText('Project title'),
    role: optionalText('Role'),
    startDate: optionalDate('Start date'),
    endDate: optionalDate('End date'),
    techStack: optionalText('Tech stack', 500),
    link: optionalLink('Project link'),
    details: optionalText('Details', LONG_TEXT_MAX),
    /** The project's write-up in Markdown, published as its own page (issue 26 item 2); '' for none. */
    caseStudy: optionalText('Case study', CASE_STUDY_MAX).optional(),
    /** The case-study page's address (`/{slug}/`); '' or none makes one from the title (projectSlugs). */
    slug: optionalText('Page address', PROJECT_SLUG_MAX)
      .refine((value) => value === '' || PROJECT_SLUG_PATTERN.test(value), projectSlugMessages.pattern)
      .optional(),
    /** The project's images in the owner's order (issue 26 item 1); none when missing. */
    images: projectImagesSchema.optional(),
    /** The id of the image shown as the project's cover; '' or none is the first image. */
    coverImageId: optionalText('Cover image', 32).optional(),
  })
  .refine(
    ({ images = [], coverImageId = '' }) => coverImageId === '' || images.some((i) => i.id === coverImageId),
    { message: projectImageMessages.cover, path: ['coverImageId'] },
  );

export const experienceSchema = z.object({
  companyName: optionalText('Company name'),
  role: optionalText('Role'),
  startDate: optionalDate('Start date'),
  endDate: optionalDate('End date'),
  techStack: optionalText('Tech stack', 500),
  summary: optionalText('Summary', LONG_TEXT_MAX),
});

export const achievementSchema = z.object({
  title: optionalText('Achievement title'),
  description: optionalText('Description', LONG_TEXT_MAX),
  date: optionalDate('Date'),
  link: optionalLink('Achievement link'),
});

export const articleSchema = z.object({
  date: optionalDate('Date'),
  title: optionalText('Article title'),
  description: optionalText('Description', LONG_TEXT_MAX),
  link: optionalLink('Article link'),
});

/** Whether an item field holds something: text that is not empty, a list with an entry. */
const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== '');

/** A list section: at most LIST_MAX_ITEMS items; items left entirely empty are dropped. */
function listOf<S extends z.ZodObject>(label: string, item: S) {
  return z
    .array(item, { error: `${label} must be a list` })
    .max(LIST_MAX_ITEMS, `${label} can have at most ${LIST_MAX_ITEMS} items`)
    .default([])
    .transform((items) => items.filter((i) => Object.values(i as Record<string, unknown>).some(filled)));
}

export const SKILL_MAX_LENGTH = 60;
export const SKILLS_PER_GROUP_MAX = 40;

/**
 * A group's skills: a list of names (the editor types them as one comma-separated text and splits
 * it on save), each trimmed, empty ones dropped, each at most SKILL_MAX_LENGTH characters.
 */
const skillNamesSchema = z
  .array(z.string({ error: 'Each skill must be text' }), { error: 'Skills must be a list of names' })
  .default([])
  .transform((names) => names.map((name) => name.trim()).filter((name) => name !== ''))
  .refine(
    (names) => names.length <= SKILLS_PER_GROUP_MAX,
    `A skill group can have at most ${SKILLS_PER_GROUP_MAX} skills`,
  )
  .refine(
    (names) => names.every((name) => name.length <= SKILL_MAX_LENGTH),
    `Each skill must be at most ${SKILL_MAX_LENGTH} characters`,
  );

/** A group of skills: 'Design' with 'Figma', 'Prototyping' and 'User research'. */
export const skillGroupSchema = z.object({
  name: optionalText('Skill group name', 100),
  skills: skillNamesSchema,
});

/** A service offered: its price is free text ('₹15 000', 'from $400'); empty shows 'On request'. */
export const serviceSchema = z.object({
  name: optionalText('Service name'),
  description: optionalText('Description', LONG_TEXT_MAX),
  price: optionalText('Price', 60),
});

export const testimonialSchema = z.object({
  quote: optionalText('Quote', 2000),
  name: optionalText('Name'),
  role: optionalText('Role'),
  link: optionalLink('Testimonial link'),
});

/** The spec's five list sections (docs/spec.md §3): their dates, import and history read them. */
export const LIST_FIELDS = ['educations', 'projects', 'experiences', 'achievements', 'articles'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/**
 * The built-in lists beyond the spec (issue 26): optional in the create and update forms (missing is
 * an empty list), sent as JSON strings like the spec's five.
 */
export const EXTRA_LIST_FIELDS = ['skills', 'services', 'testimonials'] as const;
export type ExtraListField = (typeof EXTRA_LIST_FIELDS)[number];
export const ALL_LIST_FIELDS = [...LIST_FIELDS, ...EXTRA_LIST_FIELDS] as const;
export type AnyListField = ListField | ExtraListField;

export const CUSTOM_SECTIONS_MAX = 10;
export const CUSTOM_SECTION_TITLE_MAX = 60;

/** An item of a section of the owner's own: a talk, an exhibition, a publication, a certificate. */
export const customSectionItemSchema = z.object({
  title: optionalText('Item title'),
  subtitle: optionalText('Subtitle'),
  /** The date, or a range's start (a month, stored as its first day like the other lists). */
  startDate: optionalDate('Date'),
  /** A range's end; empty for a single date. */
  endDate: optionalDate('End date'),
  description: optionalText('Description', LONG_TEXT_MAX),
  link: optionalLink('Link'),
  /** An image of the item (a talk's slide, an exhibition's piece); none when missing. */
  image: placedImageSchema.optional(),
});

export const customSectionMessages = {
  id: 'Each of your own sections needs an id of 8 lowercase letters or digits',
  idTwice: 'Two of your own sections have the same id',
  title: 'Each of your own sections needs a title',
  list: 'Your own sections must be a list',
  tooMany: `You can add at most ${CUSTOM_SECTIONS_MAX} sections of your own`,
} as const;

/** A section the owner names ('Talks', 'Exhibitions'…): its id is the client's, stable across saves. */
export const customSectionSchema = z.object(
  {
    id: z
      .string({ error: customSectionMessages.id })
      .regex(CUSTOM_SECTION_ID_PATTERN, customSectionMessages.id),
    title: requiredField('A section title', customSectionMessages.title, CUSTOM_SECTION_TITLE_MAX),
    items: listOf('A section of your own', customSectionItemSchema),
  },
  { error: customSectionMessages.list },
);

/** The owner's own sections: optional (missing is none), at most CUSTOM_SECTIONS_MAX, ids unique. */
const customSectionsSchema = z
  .array(customSectionSchema, { error: customSectionMessages.list })
  .max(CUSTOM_SECTIONS_MAX, customSectionMessages.tooMany)
  .default([])
  .refine(
    (sections) => new Set(sections.map((s) => s.id)).size === sections.length,
    customSectionMessages.idTwice,
  );

/**
 * A list of section ids (`sectionOrder`, `hiddenSections`): optional (missing is an empty list),
 * each a section the site has (a built-in one, or `custom-<id>` of one of the owner's own), each
 * once. Sent as a JSON string like the lists.
 */
function sectionIdsOf(label: string) {
  return z
    .array(z.string({ error: `${label} must be a list of section ids` }), {
      error: `${label} must be a list of section ids`,
    })
    .max((SITE_SECTION_IDS.length + CUSTOM_SECTIONS_MAX) * 2, `${label} must be a list of section ids`)
    .default([])
    .superRefine((ids, ctx) => {
      const unknown = ids.find((id) => !isSiteSectionId(id) && !isCustomSectionKey(id));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: notASection(label, unknown) });
      } else if (new Set(ids).size !== ids.length) {
        const twice = ids.find((id, i) => ids.indexOf(id) !== i);
        ctx.addIssue({ code: 'custom', message: `${label}: "${twice}" is listed twice` });
      }
    })
    .transform((ids) => ids as SectionKey[]);
}

const notASection = (label: string, id: string) =>
  `${label}: "${id}" is not a section (${SITE_SECTION_IDS.join(', ')}, or custom-<id> of one of your own sections)`;

/** The owner's order and visibility of the site's sections (issue 26): empty is the template's own. */
export const SECTION_FIELDS = ['sectionOrder', 'hiddenSections'] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];
/** The owner's own sections (issue 26): sent as a JSON string like the lists. */
export const CUSTOM_SECTIONS_FIELD = 'customSections' as const;
export type CustomSectionsField = typeof CUSTOM_SECTIONS_FIELD;

/** Every text field of the portfolio form (the cover image travels as a file beside them). */
export const portfolioContentSchema = z.object({
  title: requiredField('Title', portfolioMessages.titleRequired),
  name: requiredField('Full name', portfolioMessages.nameRequired),
  email: requiredField('Email', portfolioMessages.emailRequired, EMAIL_MAX_LENGTH).regex(
    EMAIL_PATTERN,
    portfolioMessages.emailInvalid,
  ),
  contactNumber: optionalPhone('Contact number'),
  alternateContactNumber: optionalPhone('Alternate contact number'),
  linkidenUrl: optionalLink('LinkedIn URL'),
  githubUrl: optionalLink('GitHub URL'),
  instagramUrl: optionalLink('Instagram URL'),
  facebookUrl: optionalLink('Facebook URL'),
  twitterUrl: optionalLink('Twitter URL'),
  summary: optionalText('Summary', 1000),
  aboutMe: optionalText('About me', LONG_TEXT_MAX),
  address: optionalText('Address', 500),
  educations: listOf('Educations', educationSchema),
  projects: listOf('Projects', projectSchema).superRefine((projects, ctx) => {
    const issue = projectSlugIssue(projects);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.index, 'slug'] });
  }),
  experiences: listOf('Experiences', experienceSchema),
  achievements: listOf('Achievements', achievementSchema),
  articles: listOf('Articles', articleSchema),
  skills: listOf('Skills', skillGroupSchema),
  services: listOf('Services', serviceSchema),
  testimonials: listOf('Testimonials', testimonialSchema),
  /** Sections the owner names ('Talks'…), each a list of items; on the site as `custom-<id>`. */
  customSections: customSectionsSchema,
  /** The sections in the owner's order; empty (or missing a section) follows the template's order. */
  sectionOrder: sectionIdsOf('Section order'),
  /** Sections kept (content saved, in the editor) but not shown on the site, the PDF or the export's lists. */
  hiddenSections: sectionIdsOf('Hidden sections'),
  /** The site's accent, fonts, appearance and footer credit (theme.ts); missing is the template's own. */
  theme: themeSchema.optional(),
});

export type PortfolioContent = z.output<typeof portfolioContentSchema>;

/**
 * The content as a save checks it: portfolioContentSchema, and every `custom-<id>` the order or the
 * hidden sections name is one of the content's own sections. (portfolioContentSchema itself stays
 * unrefined: the answers' schemas extend it.)
 */
export const portfolioSaveSchema = portfolioContentSchema.superRefine((content, ctx) => {
  const own = new Set(content.customSections.map(({ id }) => customSectionKey(id)));
  for (const [field, label] of [
    ['sectionOrder', 'Section order'],
    ['hiddenSections', 'Hidden sections'],
  ] as const) {
    const missing = content[field].find((id) => isCustomSectionKey(id) && !own.has(id));
    if (missing !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: notASection(label, missing) });
      return;
    }
  }
});

/** The single-value fields of the portfolio (everything but the lists, the sections' order and the theme), in the schema's order. */
export type TextField = Exclude<
  keyof PortfolioContent,
  AnyListField | SectionField | CustomSectionsField | ThemeField
>;
export const TEXT_FIELDS = (Object.keys(portfolioContentSchema.shape) as (keyof PortfolioContent)[]).filter(
  (key): key is TextField =>
    !(ALL_LIST_FIELDS as readonly string[]).includes(key) &&
    !(SECTION_FIELDS as readonly string[]).includes(key) &&
    key !== CUSTOM_SECTIONS_FIELD &&
    key !== THEME_FIELD,
);

/** Each list section's item schema. */
export const LIST_ITEM_SCHEMAS = {
  educations: educationSchema,
  projects: projectSchema,
  experiences: experienceSchema,
  achievements: achievementSchema,
  articles: articleSchema,
  skills: skillGroupSchema,
  services: serviceSchema,
  testimonials: testimonialSchema,
} as const satisfies Record<AnyListField, z.ZodObject>;

/** A new, empty item of each list section: every field of its schema, in order, empty. */
export const EMPTY_ITEMS = Object.fromEntries(
  ALL_LIST_FIELDS.map((list) => [
    list,
    Object.fromEntries(
      Object.keys(LIST_ITEM_SCHEMAS[list].shape).map((key) => [
        key,
        key === 'skills' || key === 'images' ? [] : '',
      ]),
    ),
  ]),
) as unknown as { [List in AnyListField]: PortfolioContent[List][number] };

/** The list items' fields that hold a calendar day (`optionalDate`; portfolio.test.ts keeps them true). */
export const LIST_DATE_FIELDS: ReadonlySet<string> = new Set(['startDate', 'endDate', 'date']);
export type PortfolioFormValues = z.input<typeof portfolioContentSchema>;
export type Education = z.output<typeof educationSchema>;
export type Project = z.output<typeof projectSchema>;
export type Experience = z.output<typeof experienceSchema>;
export type Achievement = z.output<typeof achievementSchema>;
export type Article = z.output<typeof articleSchema>;
export type SkillGroup = z.output<typeof skillGroupSchema>;
export type Service = z.output<typeof serviceSchema>;
export type Testimonial = z.output<typeof testimonialSchema>;
export type CustomSection = z.output<typeof customSectionSchema>;
export type CustomSectionItem = z.output<typeof customSectionItemSchema>;

export const PORTFOLIO_STATUSES = ['awaiting_payment', 'live', 'offline', 'taken_down'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** A portfolio as the API lists it (docs/spec.md §3 plus its status and live address). */
export const portfolioSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  coverImage: z.string(),
  hostingName: z.string(),
  /**
   * offline: paid for, taken off the web by its owner (back online needs no new payment);
   * taken_down: taken off the web by our administrators, for `takedownReason`.
   */
  status: z.enum(PORTFOLIO_STATUSES),
  takedownReason: z.string().nullable(),
  /** Where the site answers: its own domain once one is connected, else its sub-domain. */
  liveUrl: z.string(),
  /** The owner's own domain, connected or being connected; null when there is none. */
  customDomain: customDomainSchema.nullable(),
  /** Page views of the live site in the last 7 days (today included). */
  viewsLast7Days: z.number().int(),
  /** Messages visitors sent through the site's contact form, kept in the owner's inbox. */
  messageCount: z.number().int(),
  /** Those of them the owner has not read yet. */
  unreadMessages: z.number().int(),
  /** Whether the live site offers its 'Contact me' form. */
  contactForm: z.boolean(),
  /** The site's template (1 Techfolio, 2 Monograph, 3 Studio). */
  templateId: z.number().int(),
  /** The profile photo's address, or null when there is none. */
  photo: z.string().nullable(),
  /** Whether the live site links its PDF résumé ('Download CV'). */
  resumeLink: z.boolean(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** A portfolio with everything the update form is prefilled with. */
export const portfolioDetailSchema = portfolioContentSchema.extend(portfolioSummarySchema.shape).extend({
  /**
   * Characters its PDF résumé cannot show, by field (`summary`, `projects[2].title`): they are left
   * out of it. Missing from servers before it.
   */
  resumeUndrawable: z.array(z.object({ field: z.string(), characters: z.array(z.string()) })).optional(),
});
export type PortfolioDetail = z.output<typeof portfolioDetailSchema>;

/** One saved state in a portfolio's history, newest first; `current` is the state it is in now. */
export const portfolioVersionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** What that save changed, e.g. 'Projects: 1 added; Title changed'. */
  changes: z.string(),
  current: z.boolean(),
  /**
   * For a restore: when the version it brought back was saved (ISO 8601), `changes` saying what
   * the restore changed. Missing for other saves (and from servers before it).
   */
  restoredFrom: z.string().optional(),
});
export type PortfolioVersion = z.infer<typeof portfolioVersionSchema>;

/** An old version whole, for its preview. */
export const portfolioVersionDetailSchema = portfolioContentSchema.extend({
  _id: z.string(),
  createdAt: z.string(),
  /** What that save changed (the content's own `summary` is the portfolio's Summary field). */
  changes: z.string(),
  coverImage: z.string(),
  /** For a restore: when the version it brought back was saved (as in the list). */
  restoredFrom: z.string().optional(),
  /**
   * The template of that save. Missing when it is not known (a version saved before versions held
   * their template, or a server before it): the portfolio's current template stands for it. An id
   * no template has any more cannot be restored.
   */
  templateId: z.number().int().optional(),
  /**
   * The profile photo of that save: its address, or null when it had none. Missing when it is not
   * known (as for `templateId`): the current photo stands for it.
   */
  photo: z.string().nullable().optional(),
});
export type PortfolioVersionDetail = z.output<typeof portfolioVersionDetailSchema>;

/** Which portfolio a call is about (and, for history calls, which version). */
export const portfolioRefSchema = z.object({
  portfolioId: z.string({ error: 'portfolioId is required.' }).min(1, 'portfolioId is required.').max(64),
});
export const versionRefSchema = portfolioRefSchema.extend({
  versionId: z.string({ error: 'versionId is required.' }).min(1, 'versionId is required.').max(64),
});

/** Deleting a paid portfolio asks for its hosting name, typed again, as confirmation. */
export const deletePortfolioSchema = portfolioRefSchema.extend({
  confirmHostingName: z.string().max(64).optional(),
});

/**
 * `data` of the hosting name check while typing (docs/design.md deviation 7). Beyond the spec:
 * `address`, the site's address under that name, sent when the name is free.
 */
export const hostingNameCheckSchema = z.object({
  available: z.boolean(),
  message: z.string(),
  address: z.string().optional(),
});
export type HostingNameCheck = z.infer<typeof hostingNameCheckSchema>;

export const COVER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A new, empty item of a section of the owner's own. */
export const EMPTY_CUSTOM_SECTION_ITEM: CustomSectionItem = {
  title: '',
  subtitle: '',
  startDate: '',
  endDate: '',
  description: '',
  link: '',
};
