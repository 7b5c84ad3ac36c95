import { accountMessages } from '@portfolio/shared/account-texts';
import { apiPaths } from '@portfolio/shared/api';
import { type CodeSent, codeSentSchema, deleteAccountSchema, type User } from '@portfolio/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { documented } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import { clearSessionCookies } from '../auth/cookies.ts';
import { otpClientOf } from '../auth/otp-client.ts';
import type { DataExport } from './data-export.ts';
import type { AccountService } from './service.ts';

const accountDeleted = 'Your account and everything in it are deleted.';

/** 'My account': download everything held about the user, and delete the account with a mailed code. */
export async function accountRoutes(
  app: FastifyInstance,
  {
    account,
    dataExport,
    config,
  }: {
    account: AccountService;
    dataExport: DataExport;
    config: Config;
  },
) {
  const user = (request: { user: User | null }) => request.user as User;
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };

  app.get(
    apiPaths.accountExport,
    {
      onRequest: app.requireUser,
      ...documented({
        summary:
          'Everything held about the user as one JSON file: account, portfolios with history, orders, messages',
        access: 'user',
        file: 'application/json',
      }),
    },
    async (request, reply) => {
      const data = await dataExport.open(user(request));
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="portfolio-maker-${user(request).userName}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );

  app.post(
    apiPaths.accountDeletionCode,
    {
      onRequest: app.requireUser,
      ...documented(
        {
          summary: 'Mails the code that confirms deleting the account',
          access: 'user',
          data: codeSentSchema,
        },
        limited,
      ),
    },
    async (request) => {
      await account.requestDeletionCode(user(request), otpClientOf(request));
      return {
        success: true,
        message: accountMessages.codeSent,
        data: { resendInSeconds: config.otpResendSeconds } satisfies CodeSent,
      };
    },
  );

  app.post(
    apiPaths.accountDelete,
    {
      onRequest: app.requireUser,
      ...documented(
        {
          summary: 'Deletes the account and everything in it, with the mailed code',
          access: 'user',
          body: deleteAccountSchema,
        },
        limited,
      ),
    },
    async (request, reply) => {
      const { otp } = parseInput(deleteAccountSchema, request.body);
      await account.deleteAccount(user(request), otp, otpClientOf(request));
      clearSessionCookies(reply, config);
      return { success: true, message: accountDeleted };
    },
  );
}
