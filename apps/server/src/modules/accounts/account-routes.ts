import { accountMessages } from '@portfolio/shared/account-texts';
import type { CodeSent } from '@portfolio/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { serve, signedInUser } from '../../http/api-route.ts';
import { clearSessionCookies } from '../sessions/cookies.ts';
import { otpClientOf } from '../sessions/otp-client.ts';
import type { AccountService } from './account-deletion.ts';
import type { DataExport } from './data-export.ts';

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
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };

  serve(app, 'accountExport', async (request, reply) => {
    const user = signedInUser(request);
    const data = await dataExport.open(user);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="portfolio-maker-${user.userName}.json"`)
      .header('Cache-Control', 'no-store')
      .send(data);
  });

  serve(
    app,
    'accountDeletionCode',
    async (request) => {
      await account.requestDeletionCode(signedInUser(request), otpClientOf(request));
      return {
        success: true,
        message: accountMessages.codeSent,
        data: { resendInSeconds: config.otpResendSeconds } satisfies CodeSent,
      };
    },
    limited,
  );

  serve(
    app,
    'accountDelete',
    async (request, reply) => {
      await account.deleteAccount(signedInUser(request), request.body.otp, otpClientOf(request));
      clearSessionCookies(reply, config);
      return { success: true, message: accountDeleted };
    },
    limited,
  );
}
