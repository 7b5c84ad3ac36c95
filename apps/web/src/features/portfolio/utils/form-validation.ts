import {
  COVER_IMAGE_MAX_BYTES,
  hostingNameSchema,
  type PortfolioContent,
  portfolioContentSchema,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { FormCheck } from '../../../hooks/use-schema-form.ts';
import { fieldErrors, type ValidationIssues } from '../../../lib/field-errors.ts';
import { contentOf, type PortfolioValues } from './form-values.ts';

/** What is wrong with the chosen cover file, if anything; the server decodes it to be sure. */
export function coverImageError(file: File | null, { required }: { required: boolean }): string | undefined {
  if (!file) return required ? portfolioMessages.coverImageRequired : undefined;
  if (file.type !== '' && !file.type.startsWith('image/')) return portfolioMessages.coverImageNotImage;
  if (file.size > COVER_IMAGE_MAX_BYTES) return portfolioMessages.coverImageTooLarge;
  return undefined;
}

/** The first rule of the shared schema the hosting name breaks (docs/spec.md §5, docs/design.md deviation 7). */
export function hostingNameError(name: string): string | undefined {
  const result = hostingNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The checked form, as create and update send it. */
export type PortfolioSubmission = {
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  templateId: TemplateId;
  /** A newly chosen photo (null: keep the current one, if any). */
  photo: File | null;
  /** Drop the stored photo (when no new one is chosen). */
  removePhoto: boolean;
};

type CheckRules = {
  /** Creating: the hosting name and a cover are required (update shows the name read-only). */
  creating: boolean;
  /** The availability check's answer for the name as typed, when the name is taken. */
  hostingNameRefusal?: string;
};

/**
 * The form checked with the same schema the server uses, plus what only the browser knows: the
 * cover file and the hosting name's availability. On success, `content` is what the server will
 * store: texts trimmed, list items left entirely empty dropped.
 */
export function portfolioCheck({
  creating,
  hostingNameRefusal,
}: CheckRules): FormCheck<PortfolioValues, PortfolioSubmission> {
  return {
    safeParse(values) {
      const issues: ValidationIssues['issues'][number][] = [];
      const fail = (field: keyof PortfolioValues, message: string | undefined) => {
        if (message) issues.push({ path: [field], message });
      };
      if (creating) fail('hostingName', hostingNameError(values.hostingName) ?? hostingNameRefusal);
      fail('coverImage', coverImageError(values.coverImage, { required: creating }));
      const content = portfolioContentSchema.safeParse(contentOf(values));
      if (!content.success) issues.push(...content.error.issues);
      if (!content.success || issues.length > 0) return { success: false, error: { issues } };
      const { hostingName, coverImage, templateId, photo, removePhoto } = values;
      return {
        success: true,
        data: { hostingName, content: content.data, coverImage, templateId, photo, removePhoto },
      };
    },
  };
}

/**
 * portfolioCheck as the editor's resolver (react-hook-form): the first message of each field, by its
 * path, in the order the check reported them; on success, the submission. `rules` is read at each
 * submit, so the availability answer is the one shown at that moment.
 */
export function portfolioResolver(
  rules: () => CheckRules,
): Resolver<PortfolioValues, unknown, PortfolioSubmission> {
  return (values) => {
    const result = portfolioCheck(rules()).safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<PortfolioValues> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      set(errors, path, { type: 'validation', message });
    }
    return { values: {}, errors };
  };
}
