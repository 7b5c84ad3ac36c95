import { PROJECT_IMAGE_MAX_BYTES, projectImageMessages } from '@portfolio/shared/project-images';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import type { ImagesService } from './images-service.ts';

/** Room for the multipart boundary and part headers around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * The one file of an image upload (field `image`), read while its size is checked: a body that
 * says it is too large is refused before it is read, one that turns out so is cut off at the limit.
 */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the image as multipart/form-data.');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > PROJECT_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
  try {
    const part = await request.file({ limits: { fileSize: PROJECT_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
    if (part?.fieldname !== 'image') throw new AppError(400, projectImageMessages.missingFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError(
      400,
      'The image could not be read: the upload was cut short. Please try again.',
      undefined,
      {
        cause: error,
      },
    );
  }
}

/** 413, and the connection closed: the rest of the body is never read. */
const tooLarge = () => new AppError(413, projectImageMessages.tooLarge);

/** Uploading a project or section-item image (issue 26 item 1). */
export async function imagesRoutes(app: FastifyInstance, { images }: { images: ImagesService }) {
  serve(
    app,
    'uploadImage',
    async (request, reply) => {
      const userId = signedInUser(request)._id;
      // A busy server refuses before reading the file, not after.
      images.assertRoom(userId);
      let file: Buffer;
      try {
        file = await readImageFile(request);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) reply.header('Connection', 'close');
        throw error;
      }
      const image = await images.upload(userId, file);
      return reply.status(201).send({ success: true, message: projectImageMessages.uploaded, data: image });
    },
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );
}
