import { accountMessages } from '@portfolio/shared/account-texts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { type RegisterOtpInput, useRegisterOtp } from '../api/register-otp.ts';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user.ts';
import { waitFromMessage } from '../utils/resend-wait.ts';
import { useOtpStep } from './use-otp-step.ts';

export type RegisterDetails = RegisterUserInput['formData'];

/**
 * Register's two calls (docs/spec.md §4, §5, §8): a code mailed for the checked details, then the
 * account created from exactly those details and the code typed in the OTP dialog.
 */
export function useRegistration(onRegistered: () => void) {
  // The checked details of the last submit: verifying creates exactly this account.
  const [submitted, setSubmitted] = useState<RegisterDetails>();
  // The address and username the last code went to.
  const [codeSentFor, setCodeSentFor] = useState<RegisterOtpInput>();
  const otp = useOtpStep();

  const sendCode = useRegisterOtp({
    onSuccess: (response, input) => {
      showToast.success(response.message || accountMessages.codeSent);
      setCodeSentFor(input);
      otp.start(response.data?.resendInSeconds);
    },
    onError: (error, input) => {
      showToast.error(error.message);
      // Asked again too soon: the code already mailed for these details is still the one to enter.
      const codeSent = input.email === codeSentFor?.email && input.userName === codeSentFor.userName;
      if (error instanceof ApiError && error.status === 429 && codeSent) {
        otp.reopen(waitFromMessage(error.serverMessage));
      }
    },
  });

  const register = useRegisterUser({
    onSuccess: (response) => {
      showToast.success(response.message || accountMessages.registered);
      otp.close();
      onRegistered();
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      showToast.error(message);
      otp.fail(message);
    },
  });

  const mailCode = (details: RegisterDetails) => {
    if (!sendCode.isPending) sendCode.mutate({ email: details.email, userName: details.userName });
  };

  return {
    /** A code is being mailed for a new submit (a resend shows in the dialog). */
    sending: sendCode.isPending && !otp.open,
    start(details: RegisterDetails) {
      if (sendCode.isPending) return;
      setSubmitted(details);
      mailCode(details);
    },
    dialogProps: otp.dialogProps({
      email: submitted?.email ?? '',
      verifying: register.isPending,
      resending: sendCode.isPending,
      onVerify: (otpCode) => {
        if (submitted) register.mutate({ formData: submitted, otp: otpCode });
      },
      onResend: () => {
        if (submitted) mailCode(submitted);
      },
    }),
  };
}
