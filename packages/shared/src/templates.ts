// No zod here: the templates page lists these before it loads any schema (template-id.ts has it).

/** The site templates a portfolio can be published in. Ids are stored with each portfolio. */
export const TEMPLATES = [
  {
    id: 1,
    name: 'Techfolio',
    description: 'Clean and confident, for developers and engineers: a bold header, cards, light or dark.',
  },
  {
    id: 2,
    name: 'Monograph',
    description:
      'Light and editorial, for writers, researchers and consultants: a serif display face and calm columns.',
  },
  {
    id: 3,
    name: 'Studio',
    description:
      'Dark and striking, for designers and creators: large type, work first, a gallery of projects.',
  },
] as const;

export type TemplateId = (typeof TEMPLATES)[number]['id'];
export const TEMPLATE_IDS = TEMPLATES.map((template) => template.id) as TemplateId[];
export const DEFAULT_TEMPLATE_ID: TemplateId = 1;

export const isTemplateId = (value: unknown): value is TemplateId =>
  typeof value === 'number' && (TEMPLATE_IDS as number[]).includes(value);

export const templateName = (id: TemplateId): string =>
  TEMPLATES.find((template) => template.id === id)?.name ?? 'Techfolio';
