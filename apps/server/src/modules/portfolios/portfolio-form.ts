import { LIST_FIELDS } from '@portfolio/shared/portfolio';
import { templateIdSchema } from '@portfolio/shared/template-id';
import type { TemplateId } from '@portfolio/shared/templates';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { parseValue } from '../../http/validate.ts';

export type PortfolioForm = {
  fields: Record<string, string>;
  cover: Buffer | undefined;
  /** The profile photo, when one is sent (`removePhoto=true` drops the current one). */
  photo?: Buffer | undefined;
};

const FILE_FIELDS = new Set(['coverImage', 'photo']);

const unreadable = 'The form data could not be read: it was cut short or malformed. Please try again.';

/**
 * Reads the multipart form of docs/spec.md §7: every field as text, the lists as JSON strings, and at
 * most two files, `coverImage` and `photo`. Size limits are enforced while streaming (see http/http-basics.ts).
 */
export async function readPortfolioForm(request: FastifyRequest): Promise<PortfolioForm> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the portfolio as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          await part.toBuffer();
          throw new AppError(
            400,
            `Unexpected file field "${part.fieldname}": only coverImage and photo take a file.`,
          );
        }
        const data = await part.toBuffer();
        if (data.length > 0 && !files[part.fieldname]) files[part.fieldname] = data;
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Limits (413) and our own answers pass through; the parser's own failures ('Unexpected end
    // of form', 'Boundary not found', a malformed part header) are the sender's fault.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw new AppError(400, unreadable, undefined, { cause: error });
  }
  return { fields, cover: files.coverImage, photo: files.photo };
}

/** The form's text fields as the shape portfolioContentSchema expects, the lists parsed from JSON. */
export function contentInput(fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...fields };
  for (const list of LIST_FIELDS) {
    const raw = fields[list];
    if (raw === undefined || raw === '') {
      input[list] = [];
      continue;
    }
    try {
      input[list] = JSON.parse(raw);
    } catch {
      throw new AppError(400, `${list} could not be read: send it as a JSON list.`);
    }
  }
  return input;
}

/** The template a form asks for: absent means `fallback`; anything but 1, 2 or 3 is a 400. */
export function templateOf(form: PortfolioForm, fallback: TemplateId): TemplateId {
  const raw = form.fields.templateId;
  return raw === undefined || raw === '' ? fallback : parseValue(templateIdSchema, raw);
}
