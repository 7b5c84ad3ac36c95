import { accountMessages } from '@portfolio/shared/account-texts';
import { authMessages, loginSchema } from '@portfolio/shared/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useOtpStep } from '../hooks/use-otp-step.ts';
import { waitFromMessage } from '../utils/resend-wait.ts';
import { EmailField } from './email-field.tsx';
import { OtpDialog } from './otp-dialog.tsx';

function serverMessage(error: Error): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function isRateLimited(error: Error): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * Login (docs/spec.md §4, §5, §8): the e-mail, then the mailed code in the OTP dialog.
 * `onSignedIn` runs once the code is accepted and the user is known.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useSchemaForm(loginSchema, { email: '' });
  const [sentTo, setSentTo] = useState('');
  const otp = useOtpStep();

  const sendCode = useLogin({
    onSuccess: (response, input) => {
      showToast.success(response.message || accountMessages.codeSent);
      setSentTo(input.email);
      otp.start(response.data?.resendInSeconds);
    },
    onError: (error, input) => {
      showToast.error(getErrorMessage(error, authMessages.loginFailed));
      // Asked again too soon: the code already mailed to this address is still the one to enter.
      if (isRateLimited(error) && input.email === sentTo) otp.reopen(waitFromMessage(serverMessage(error)));
    },
  });

  const verify = useVerifyOtp({
    onSuccess: (response) => {
      showToast.success(response.message || accountMessages.loggedIn);
      otp.close();
      onSignedIn();
    },
    onError: (error) => {
      const message = serverMessage(error);
      const detail = error instanceof ApiError ? error.serverDetail : undefined;
      showToast.error(detail || message || authMessages.loginFailed);
      otp.fail(message || authMessages.loginFailed);
    },
  });

  const submit = form.handleSubmit((input) => {
    if (!sendCode.isPending) sendCode.mutate(input);
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <EmailField {...form.field('email')} />
        <Button type="submit" className="w-full">
          {sendCode.isPending && !otp.open ? 'Sending…' : 'Send OTP'}
        </Button>
      </form>
      <OtpDialog
        {...otp.dialogProps({
          email: sentTo,
          verifying: verify.isPending,
          resending: sendCode.isPending,
          onVerify: (otpCode) => verify.mutate({ email: sentTo, otp: otpCode }),
          onResend: () => {
            if (!sendCode.isPending) sendCode.mutate({ email: sentTo });
          },
        })}
      />
    </>
  );
}
