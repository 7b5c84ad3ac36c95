import { accountMessages } from '@portfolio/shared/account-texts';
import { UpstreamError } from '../../lib/domain-errors.ts';
import { MailDeliveryError } from '../mail/mailer.ts';
import { otpMail } from '../mail/templates.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import type { OtpPurpose } from '../sessions/otp-repo.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/** Issues a code for this purpose and mails it; a code that could not be mailed is forgotten. */
export async function sendCode(
  { otp, mailer, otpMinutes }: Pick<AccountsDeps, 'otp' | 'mailer' | 'otpMinutes'>,
  email: string,
  purpose: OtpPurpose,
  client: OtpClient,
): Promise<void> {
  const code = await otp.issue(email, purpose, client);
  try {
    await mailer.send(otpMail(email, code, purpose, otpMinutes));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    await otp.forget(email, purpose, client);
    throw new UpstreamError(accountMessages.mailFailed);
  }
}
