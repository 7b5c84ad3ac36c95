import type { OtpClient } from '../sessions/otp-client.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { login, loginWithPassword, requestLoginCode } from './login.ts';
import { type Registration, register, requestRegisterCode } from './register.ts';
import { sendCode } from './send-code.ts';

export type { SignedIn } from './accounts-deps.ts';

/** The account functions bound to their dependencies: registration, sign-in, and deletion's code. */
export function createAccountsService(deps: AccountsDeps) {
  return {
    requestRegisterCode: (input: { email: string; userName: string }, client: OtpClient) =>
      requestRegisterCode(deps, input, client),
    register: (input: Registration, client: OtpClient) => register(deps, input, client),

    /** Mails the signed-in user the code that confirms deleting their account. */
    requestDeletionCode: (email: string, client: OtpClient) =>
      sendCode(deps, email, 'delete_account', client),

    /** Accepts the deletion code once; a wrong or used one throws the code's 400 or 429. */
    confirmDeletion: (email: string, code: string, client: OtpClient) =>
      deps.otp.verify(email, 'delete_account', code, client),

    requestLoginCode: (email: string, client: OtpClient) => requestLoginCode(deps, email, client),
    login: (email: string, code: string, client: OtpClient) => login(deps, email, code, client),
    /** Signs in with the password; see login.ts for the pause after too many wrong ones. */
    loginWithPassword: (email: string, password: string, client: OtpClient) =>
      loginWithPassword(deps, email, password, client),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
