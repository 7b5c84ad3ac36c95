import { accountMessages } from '@portfolio/shared/account-texts';
import type { CodeSent } from '@portfolio/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { serve, signedInUser } from '../../http/api-route.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../sessions/cookies.ts';
import { otpClientOf, rememberClient, withId } from '../sessions/otp-client.ts';
import type { SessionsService } from '../sessions/sessions-service.ts';
import type { AccountsService, SignedIn } from './accounts-service.ts';

type Options = {
  accounts: AccountsService;
  sessions: SessionsService;
  config: Config;
};

/** Register, log in with a mailed code, renew and end sessions: docs/spec.md §7's user and auth calls. */
export async function authRoutes(
  app: FastifyInstance,
  { accounts, sessions, config }: Options,
): Promise<void> {
  // Per-IP limit on everything that sends mail or checks a code.
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };
  // The code dialog counts down to the moment Resend may be pressed again.
  const codeSent = {
    success: true,
    message: accountMessages.codeSent,
    data: { resendInSeconds: config.otpResendSeconds } satisfies CodeSent,
  };
  /** A sign-in that succeeded: its session cookies, the browser remembered, the user answered. */
  const signIn = (request: FastifyRequest, reply: FastifyReply, { user, tokens, client }: SignedIn) => {
    setSessionCookies(reply, config, tokens);
    rememberClient(request, reply, config, client);
    return user;
  };

  serve(
    app,
    'registerOtp',
    async (request, reply) => {
      const client = withId(otpClientOf(request));
      await accounts.requestRegisterCode(request.body, client);
      rememberClient(request, reply, config, client);
      return codeSent;
    },
    limited,
  );

  serve(
    app,
    'registerUser',
    async (request, reply) => {
      const user = signIn(request, reply, await accounts.register(request.body, otpClientOf(request)));
      return reply.status(201).send({ success: true, message: accountMessages.registered, data: user });
    },
    limited,
  );

  serve(
    app,
    'login',
    async (request, reply) => {
      const client = withId(otpClientOf(request));
      await accounts.requestLoginCode(request.body.email, client);
      rememberClient(request, reply, config, client);
      return codeSent;
    },
    limited,
  );

  serve(
    app,
    'verifyOtp',
    async (request, reply) => {
      const { email, otp } = request.body;
      const user = signIn(request, reply, await accounts.login(email, otp, otpClientOf(request)));
      return { success: true, message: accountMessages.loggedIn, data: user };
    },
    limited,
  );

  serve(
    app,
    'loginWithPassword',
    async (request, reply) => {
      const { email, password } = request.body;
      const signedIn = await accounts.loginWithPassword(email, password, otpClientOf(request));
      return { success: true, message: accountMessages.loggedIn, data: signIn(request, reply, signedIn) };
    },
    limited,
  );

  serve(app, 'userInformation', async (request) => ({ success: true, data: signedInUser(request) }));

  serve(
    app,
    'refresh',
    async (request, reply) => {
      try {
        const tokens = await sessions.renew(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(reply, config, tokens);
        return { success: true, message: accountMessages.renewed };
      } catch (error) {
        clearSessionCookies(reply, config);
        throw error;
      }
    },
    { rateLimit: { max: config.authRateLimitPerMinute * 4, timeWindow: 60_000 } },
  );

  serve(app, 'logout', async (request, reply) => {
    await sessions.end(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply, config);
    return { success: true, message: accountMessages.loggedOut };
  });
}
