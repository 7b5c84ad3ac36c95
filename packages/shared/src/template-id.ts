import { z } from 'zod';
import { isTemplateId, TEMPLATE_IDS, type TemplateId } from './templates.ts';

const templateIdMessages = {
  invalid: `Template must be one of ${TEMPLATE_IDS.join(', ')}.`,
} as const;

/** A template id from JSON (a number) or a form (its text): 1, 2 or 3. */
export const templateIdSchema = z.coerce
  .number({ error: templateIdMessages.invalid })
  .refine(isTemplateId, templateIdMessages.invalid)
  .transform((value) => value as TemplateId);
