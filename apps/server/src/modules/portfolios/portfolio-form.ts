import {
  ALL_LIST_FIELDS,
  CUSTOM_SECTIONS_FIELD,
  type CustomSectionsField,
  EXTRA_LIST_FIELDS,
  type ExtraListField,
  hostingNameSchema,
  type PortfolioContent,
  portfolioContentSchema,
  portfolioMessages,
  portfolioSaveSchema,
  SECTION_FIELDS,
  type SectionField,
} from '@portfolio/shared/portfolio';
import { templateIdSchema } from '@portfolio/shared/template-id';
import type { TemplateId } from '@portfolio/shared/templates';
import { THEME_FIELD } from '@portfolio/shared/theme';
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
function contentInput(fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...fields };
  // The spec's five lists and the optional ones beyond it (skills, services, testimonials), and
  // the sections' order and hidden ones (lists of section ids), the owner's own sections.
  for (const list of [...ALL_LIST_FIELDS, ...SECTION_FIELDS, CUSTOM_SECTIONS_FIELD]) {
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
  // The site's theme (issue 27): one JSON object; missing is the template's own look.
  const theme = fields[THEME_FIELD];
  delete input[THEME_FIELD];
  if (theme !== undefined && theme !== '') {
    try {
      input[THEME_FIELD] = JSON.parse(theme);
    } catch {
      throw new AppError(400, 'theme could not be read: send it as a JSON object.');
    }
  }
  return input;
}

/** The template a form asks for: absent means none (the caller's default); anything but an id is a 400. */
function templateOf(form: PortfolioForm): TemplateId | undefined {
  const raw = form.fields.templateId;
  return raw === undefined || raw === '' ? undefined : parseValue(templateIdSchema, raw);
}

/** A new portfolio's form, validated. */
export type NewPortfolio = {
  hostingName: string;
  content: PortfolioContent;
  templateId: TemplateId | undefined;
  cover: Buffer;
  photo: Buffer | undefined;
};

/** A save of an existing portfolio, validated: which one (by id, else by hosting name) and what it holds now. */
export type PortfolioChange = {
  id: string | undefined;
  hostingName: string | undefined;
  content: PortfolioContent;
  templateId: TemplateId | undefined;
  /** A new cover; none keeps the current one. */
  cover: Buffer | undefined;
  photo: Buffer | undefined;
  removePhoto: boolean;
  /**
   * The lists beyond the spec the form did not send at all: the stored ones stay (a client of the
   * spec's form knows nothing of them and must not empty them). Sent as '[]', a list is emptied.
   * The same for the sections' order and hidden ones, and the owner's own sections.
   */
  unsentLists: (ExtraListField | SectionField | CustomSectionsField)[];
  /** The form sent no theme: the stored one stays, for the same reason. */
  keepTheme: boolean;
};

/**
 * The create form checked field by field in the order the form shows its messages (hosting name,
 * content, template, cover), each refusal a 400 with its message: the route does this before the
 * service sees the form.
 */
export function validNewPortfolio(form: PortfolioForm): NewPortfolio {
  const hostingName = parseValue(hostingNameSchema, form.fields.hostingName ?? '');
  const content = parseValue(portfolioSaveSchema, contentInput(form.fields));
  const templateId = templateOf(form);
  if (!form.cover) throw new AppError(400, portfolioMessages.coverImageRequired);
  return { hostingName, content, templateId, cover: form.cover, photo: form.photo };
}

/** The update form checked (content, then template); which portfolio it names is the service's to find. */
export function validPortfolioChange(form: PortfolioForm): PortfolioChange {
  const { _id: id, hostingName, removePhoto } = form.fields;
  // Without its own sections the form keeps the stored ones: the order may name them then.
  const schema = form.fields.customSections === undefined ? portfolioContentSchema : portfolioSaveSchema;
  const content = parseValue(schema, contentInput(form.fields));
  const templateId = templateOf(form);
  return {
    id: id || undefined,
    hostingName,
    content,
    templateId,
    cover: form.cover,
    photo: form.photo,
    removePhoto: removePhoto === 'true',
    unsentLists: [...EXTRA_LIST_FIELDS, ...SECTION_FIELDS, CUSTOM_SECTIONS_FIELD].filter(
      (list) => form.fields[list] === undefined,
    ),
    keepTheme: form.fields[THEME_FIELD] === undefined,
  };
}
