// Import from what an owner already has (issue 28): a LinkedIn data export (ZIP), a résumé file
// (PDF or DOCX) and GitHub. The server reads the source and answers the form's values; the editor
// fills the form from them without saving, never overwriting a field the source leaves empty
// (as the JSON Resume import does). This file holds the endpoints' shared shapes and limits.
import { z } from 'zod';

/** The largest file an import takes: a LinkedIn export or a résumé is a few hundred kilobytes. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** GitHub usernames: 1–39 letters, digits or single hyphens, not starting or ending with one. */
export const GITHUB_USERNAME_PATTERN = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export const githubImportQuerySchema = z.object({
  username: z
    .string({ error: 'Type a GitHub username' })
    .trim()
    .regex(GITHUB_USERNAME_PATTERN, 'Type a GitHub username: letters, digits and single hyphens'),
});

/**
 * What an import answers. `values` is every field of the portfolio form, as the JSON Resume import
 * gives it: '' and [] where the source had nothing (the editor keeps its own value there), each
 * value one the form's schema takes. `imported` says per section what came in ('Experience: 3
 * positions'), `notImported` what did not and why, one plain sentence each; `review` names the
 * values read with low confidence (`experiences.1.startDate`, the form's field paths), to be marked.
 */
export const importResultSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  imported: z.array(z.string()),
  notImported: z.array(z.string()),
  review: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
