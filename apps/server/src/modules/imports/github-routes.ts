import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import { GithubLimitError } from './github-client.ts';
import type { GithubImport } from './github-import.ts';

/**
 * Each import costs up to five of GitHub's requests, and the server's allowance is shared by
 * everyone (60 an hour without a token): one user may not spend it all.
 */
export const GITHUB_IMPORTS_PER_MINUTE = 5;

/** The GitHub import (issue 28 item 3): the form's values, nothing saved. */
export async function githubImportRoutes(
  app: FastifyInstance,
  { importGithub }: { importGithub: GithubImport },
) {
  serve(
    app,
    'importGithub',
    async (request) => {
      try {
        return { success: true, data: await importGithub(request.query.username) };
      } catch (error) {
        // GitHub's reset time becomes Retry-After, as the app's other waits do.
        if (!(error instanceof GithubLimitError)) throw error;
        throw new AppError(429, error.message, undefined, { retryAfterSeconds: error.retryAfterSeconds });
      }
    },
    {
      rateLimit: {
        max: GITHUB_IMPORTS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `github-import:${signedInUser(request)._id}`,
      },
    },
  );
}
