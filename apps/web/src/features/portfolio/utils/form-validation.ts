import {
  COVER_IMAGE_MAX_BYTES,
  hostingNameSchema,
  type PortfolioContent,
  portfolioContentSchema,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import type { ValidationIssues } from '../../../lib/field-errors.ts';

/** Messages by field path: 'title', 'hostingName', 'coverImage', or a list item's 'projects.0.link'. */
export type FormErrors = Partial<Record<string, string>>;

export const coverImageMessages = {
  required: portfolioMessages.coverImageRequired,
  tooLarge: 'The cover image must be at most 5 MB.',
  notImage: 'The cover image must be a JPEG, PNG, WebP, GIF or AVIF picture.',
} as const;

export function errorKey(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/** The first message for each field, nested fields included, in the order the schema reported them. */
export function errorsByPath(error: ValidationIssues): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = errorKey(issue.path);
    if (key !== '' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** What is wrong with the chosen cover file, if anything; the server decodes it to be sure. */
export function coverImageError(file: File | null, { required }: { required: boolean }): string | undefined {
  if (!file) return required ? coverImageMessages.required : undefined;
  if (file.type !== '' && !file.type.startsWith('image/')) return coverImageMessages.notImage;
  if (file.size > COVER_IMAGE_MAX_BYTES) return coverImageMessages.tooLarge;
  return undefined;
}

/** The first rule of the shared schema the hosting name breaks (docs/spec.md §5, docs/design.md deviation 7). */
export function hostingNameError(name: string): string | undefined {
  const result = hostingNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type PortfolioInput = {
  content: PortfolioContent;
  /** Checked only when the form may set it (create); the update form shows it read-only. */
  hostingName?: string;
  coverImage: File | null;
  coverRequired: boolean;
};

export type PortfolioValidation =
  | { valid: true; content: PortfolioContent }
  | { valid: false; errors: FormErrors };

/**
 * The form checked with the same schema the server uses. On success, `content` is what the server
 * will store: texts trimmed, list items left entirely empty dropped.
 */
export function validatePortfolio(input: PortfolioInput): PortfolioValidation {
  const errors: FormErrors = {};
  if (input.hostingName !== undefined) {
    const message = hostingNameError(input.hostingName);
    if (message) errors.hostingName = message;
  }
  const cover = coverImageError(input.coverImage, { required: input.coverRequired });
  if (cover) errors.coverImage = cover;
  const parsed = portfolioContentSchema.safeParse(input.content);
  if (!parsed.success) Object.assign(errors, errorsByPath(parsed.error));
  if (!parsed.success || Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, content: parsed.data };
}
