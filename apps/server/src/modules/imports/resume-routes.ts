import { resumeFileKind } from '@portfolio/importers/resume/import-resume';
import { resumeMessages } from '@portfolio/importers/resume/resume-refusal';
import { IMPORT_FILE_MAX_BYTES } from '@portfolio/shared/imports';
import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { readOneFile } from '../../http/one-file.ts';
import { UnsupportedMediaError } from '../../lib/domain-errors.ts';
import type { ResumeReader } from './resume-reader.ts';

export const resumeImportMessages = {
  tooLarge: `The résumé must be at most ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB. Save it without pictures, or as a PDF, and send that.`,
  missing: 'Choose your résumé: a PDF or a Word (.docx) file.',
};

/** A few tries per minute is plenty for a person; each may take a worker thread's turn. */
export const RESUME_IMPORTS_PER_MINUTE = 10;

/** The résumé import (issue 28 item 2): the form's values from a PDF or DOCX, nothing saved. */
export async function resumeImportRoutes(app: FastifyInstance, { reader }: { reader: ResumeReader }) {
  serve(
    app,
    'importResume',
    async (request, reply) => {
      const userId = signedInUser(request)._id;
      // A busy reader refuses before the file is uploaded, not after.
      reader.assertRoom(userId);
      const file = await readOneFile(request, reply, {
        field: 'file',
        maxBytes: IMPORT_FILE_MAX_BYTES,
        tooLarge: resumeImportMessages.tooLarge,
        missing: resumeImportMessages.missing,
      });
      // Told by its content, never its name or declared type; refused before it takes a turn.
      if (!resumeFileKind(file)) throw new UnsupportedMediaError(resumeMessages.notResume);
      return { success: true, data: await reader.read(userId, file) };
    },
    {
      rateLimit: {
        max: RESUME_IMPORTS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `resume-import:${signedInUser(request)._id}`,
      },
    },
  );
}
