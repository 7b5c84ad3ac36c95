import { importLinkedIn } from '@portfolio/importers/linkedin/import-linkedin';
import { ImportRefusal } from '@portfolio/importers/linkedin/refusal';
import { IMPORT_FILE_MAX_BYTES } from '@portfolio/shared/imports';
import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { readOneFile } from '../../http/one-file.ts';
import { InvalidError, TooLargeError, UnsupportedMediaError } from '../../lib/domain-errors.ts';

export const linkedInImportMessages = {
  tooLarge: `The LinkedIn export must be at most ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB. Ask LinkedIn for fewer files (Profile, Positions, Education, Skills…) and upload that ZIP.`,
  missing: 'Choose the ZIP of your LinkedIn data export.',
};

/** A few tries per minute is plenty for a person; each reads up to 10 MB. */
export const LINKEDIN_IMPORTS_PER_MINUTE = 10;

/** The LinkedIn import (issue 28 item 1): the form's values from the export's ZIP, nothing saved. */
export async function linkedInImportRoutes(app: FastifyInstance) {
  serve(
    app,
    'importLinkedIn',
    async (request, reply) => {
      const file = await readOneFile(request, reply, {
        field: 'file',
        maxBytes: IMPORT_FILE_MAX_BYTES,
        tooLarge: linkedInImportMessages.tooLarge,
        missing: linkedInImportMessages.missing,
      });
      return { success: true, data: readExport(file) };
    },
    {
      rateLimit: {
        max: LINKEDIN_IMPORTS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `linkedin-import:${signedInUser(request)._id}`,
      },
    },
  );
}

/** The reader's refusals as the app's: too large 413, not a ZIP 415, not LinkedIn's or damaged 400. */
function readExport(file: Buffer) {
  try {
    return importLinkedIn(file);
  } catch (error) {
    if (!(error instanceof ImportRefusal)) throw error;
    const Refusal = { tooLarge: TooLargeError, notAZip: UnsupportedMediaError, unreadable: InvalidError }[
      error.kind
    ];
    throw new Refusal(error.message, { cause: error });
  }
}
