import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Room for the multipart boundary and part headers around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

type OneFile = {
  /** The form field that holds the file. */
  field: string;
  maxBytes: number;
  /** The 413's message, saying the limit. */
  tooLarge: string;
  /** The 400's message when the field is missing. */
  missing: string;
};

/**
 * The one file of a multipart upload, read while its size is checked: a body that says it is too
 * large is refused before it is read, one that turns out so is cut off at the limit; either way the
 * connection is closed (413), since the rest of the body is never read.
 */
export async function readOneFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { field, maxBytes, tooLarge, missing }: OneFile,
): Promise<Buffer> {
  try {
    return await read(request, { field, maxBytes, tooLarge, missing });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) reply.header('Connection', 'close');
    throw error;
  }
}

async function read(
  request: FastifyRequest,
  { field, maxBytes, tooLarge, missing }: OneFile,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data.');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + FORM_OVERHEAD_BYTES) throw new AppError(413, tooLarge);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    if (part?.fieldname !== field) throw new AppError(400, missing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError(
      400,
      'The file could not be read: the upload was cut short. Please try again.',
      undefined,
      {
        cause: error,
      },
    );
  }
}
