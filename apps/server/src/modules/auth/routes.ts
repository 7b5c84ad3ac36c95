import { accountMessages } from '@portfolio/shared/account-texts';
import { apiPaths } from '@portfolio/shared/api';
import {
  type CodeSent,
  codeSentSchema,
  loginSchema,
  passwordLoginSchema,
  registerOtpSchema,
  registerUserSchema,
  userSchema,
  verifyOtpSchema,
} from '@portfolio/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { documented } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { AccountsService } from './accounts-service.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './cookies.ts';
import { otpClientOf, rememberClient, withId } from './otp-client.ts';
import type { SessionsService } from './sessions-service.ts';

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

  const mailsCode = (summary: string, body: typeof loginSchema | typeof registerOtpSchema) =>
    documented({ summary, body, data: codeSentSchema }, limited);

  app.post(
    apiPaths.registerOtp,
    mailsCode('Mails a registration code', registerOtpSchema),
    async (request, reply) => {
      const client = withId(otpClientOf(request));
      await accounts.requestRegisterCode(parseInput(registerOtpSchema, request.body), client);
      rememberClient(request, reply, config, client);
      return codeSent;
    },
  );

  app.post(
    apiPaths.registerUser,
    documented(
      {
        summary: 'Creates the account with its code and signs in',
        body: registerUserSchema,
        data: userSchema,
        status: 201,
      },
      limited,
    ),
    async (request, reply) => {
      const { user, tokens, client } = await accounts.register(
        parseInput(registerUserSchema, request.body),
        otpClientOf(request),
      );
      setSessionCookies(reply, config, tokens);
      rememberClient(request, reply, config, client);
      return reply.status(201).send({ success: true, message: accountMessages.registered, data: user });
    },
  );

  app.post(apiPaths.login, mailsCode('Mails a sign-in code', loginSchema), async (request, reply) => {
    const { email } = parseInput(loginSchema, request.body);
    const client = withId(otpClientOf(request));
    await accounts.requestLoginCode(email, client);
    rememberClient(request, reply, config, client);
    return codeSent;
  });

  app.post(
    apiPaths.verifyOtp,
    documented(
      { summary: 'Signs in with the mailed code', body: verifyOtpSchema, data: userSchema },
      limited,
    ),
    async (request, reply) => {
      const { email, otp } = parseInput(verifyOtpSchema, request.body);
      const { user, tokens, client } = await accounts.login(email, otp, otpClientOf(request));
      setSessionCookies(reply, config, tokens);
      rememberClient(request, reply, config, client);
      return { success: true, message: accountMessages.loggedIn, data: user };
    },
  );

  app.post(
    apiPaths.loginWithPassword,
    documented(
      {
        summary: 'Signs in with the password chosen at registration',
        body: passwordLoginSchema,
        data: userSchema,
      },
      limited,
    ),
    async (request, reply) => {
      const { email, password } = parseInput(passwordLoginSchema, request.body);
      const { user, tokens, client } = await accounts.loginWithPassword(
        email,
        password,
        otpClientOf(request),
      );
      setSessionCookies(reply, config, tokens);
      rememberClient(request, reply, config, client);
      return { success: true, message: accountMessages.loggedIn, data: user };
    },
  );

  app.get(
    apiPaths.userInformation,
    {
      onRequest: app.requireUser,
      ...documented({ summary: 'The signed-in user', access: 'user', data: userSchema }),
    },
    async (request) => ({
      success: true,
      data: request.user,
    }),
  );

  app.get(
    apiPaths.refresh,
    documented(
      { summary: 'Renews the session with the refresh cookie (rotating it)' },
      { rateLimit: { max: config.authRateLimitPerMinute * 4, timeWindow: 60_000 } },
    ),
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
  );

  app.post(apiPaths.logout, documented({ summary: 'Ends the session' }), async (request, reply) => {
    await sessions.end(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply, config);
    return { success: true, message: accountMessages.loggedOut };
  });
}
