import { PROJECT_IMAGE_MAX_BYTES, projectImageMessages } from '@portfolio/shared/project-images';
import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { readOneFile } from '../../http/one-file.ts';
import type { ImagesService } from './images-service.ts';

/** Uploading a project or section-item image (issue 26 item 1). */
export async function imagesRoutes(app: FastifyInstance, { images }: { images: ImagesService }) {
  serve(
    app,
    'uploadImage',
    async (request, reply) => {
      const userId = signedInUser(request)._id;
      // A busy server refuses before reading the file, not after.
      images.assertRoom(userId);
      const file = await readOneFile(request, reply, {
        field: 'image',
        maxBytes: PROJECT_IMAGE_MAX_BYTES,
        tooLarge: projectImageMessages.tooLarge,
        missing: projectImageMessages.missingFile,
      });
      const image = await images.upload(userId, file);
      return reply.status(201).send({ success: true, message: projectImageMessages.uploaded, data: image });
    },
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );
}
