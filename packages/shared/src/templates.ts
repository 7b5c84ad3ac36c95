// No zod here: the templates page lists these before it loads any schema (template-id.ts has it).

/** Who a template suits: the templates page filters by these. */
export const AUDIENCES = ['Developers', 'Designers', 'Writers', 'Job seekers', 'Freelancers'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The site templates a portfolio can be published in. Ids are stored with each portfolio. */
export const TEMPLATES = [
  {
    id: 1,
    name: 'Techfolio',
    description: 'Clean and confident, for developers and engineers: a bold header, cards, light or dark.',
    suits: ['Developers', 'Job seekers'],
  },
  {
    id: 2,
    name: 'Monograph',
    description:
      'Light and editorial, for writers, researchers and consultants: a serif display face and calm columns.',
    suits: ['Writers'],
  },
  {
    id: 3,
    name: 'Studio',
    description:
      'Dark and striking, for designers and creators: large type, work first, a gallery of projects.',
    suits: ['Designers', 'Freelancers'],
  },
  {
    id: 4,
    name: 'Gallery',
    description:
      'Grid first, for designers and photographers: the pictures of your work edge to edge, words after.',
    suits: ['Designers'],
  },
  {
    id: 5,
    name: 'Sidebar',
    description:
      'A résumé for job seekers: who you are and how to reach you in a side column, your experience beside it.',
    suits: ['Job seekers'],
  },
  {
    id: 6,
    name: 'Spotlight',
    description:
      'A bold first screen for freelancers: your offer in large type, then services, what clients say and the work.',
    suits: ['Freelancers'],
  },
  {
    id: 7,
    name: 'Paper',
    description:
      'Minimal and text first, for writers and researchers: one quiet column, a serif face, nothing in the way.',
    suits: ['Writers'],
  },
  {
    id: 8,
    name: 'Terminal',
    description: 'Monospaced and dark, for developers: a shell prompt on every heading, green on black.',
    suits: ['Developers'],
  },
] as const satisfies readonly { id: number; name: string; description: string; suits: readonly Audience[] }[];

export type TemplateId = (typeof TEMPLATES)[number]['id'];
export const TEMPLATE_IDS = TEMPLATES.map((template) => template.id) as TemplateId[];
export const DEFAULT_TEMPLATE_ID: TemplateId = 1;

export const isTemplateId = (value: unknown): value is TemplateId =>
  typeof value === 'number' && (TEMPLATE_IDS as number[]).includes(value);

export const templateName = (id: TemplateId): string =>
  TEMPLATES.find((template) => template.id === id)?.name ?? 'Techfolio';
