import { PASSWORD_MIN_LENGTH, registerFormSchema } from '@portfolio/shared/auth';
import { EMAIL_MAX_LENGTH } from '@portfolio/shared/validation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { type RegisterOtpInput, useRegisterOtp } from '../api/register-otp.ts';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user.ts';
import { useOtpStep } from '../hooks/use-otp-step.ts';
import { waitFromMessage } from '../utils/resend-wait.ts';
import { OtpDialog } from './otp-dialog.tsx';

type FormData = RegisterUserInput['formData'];

/** The fields in the order they are shown (the first invalid one gets the focus). */
const emptyForm: FormData = { userName: '', fullName: '', email: '', password: '' };

/**
 * Register (docs/spec.md §4, §5, §8): the account details, then the mailed code in the OTP dialog.
 * `onRegistered` runs once the account exists and the new user is signed in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useSchemaForm(registerFormSchema, emptyForm);
  // The checked details of the last submit: verifying creates exactly this account.
  const [submitted, setSubmitted] = useState<FormData>(emptyForm);
  // The address and username the last code went to.
  const [codeSentFor, setCodeSentFor] = useState<RegisterOtpInput>();
  const otp = useOtpStep();

  const sendCode = useRegisterOtp({
    onSuccess: (response, input) => {
      toast.success(response.message || 'OTP sent to your email');
      setCodeSentFor(input);
      otp.start(response.data?.resendInSeconds);
    },
    onError: (error, input) => {
      toast.error(error.message);
      // Asked again too soon: the code already mailed for these details is still the one to enter.
      const codeSent = input.email === codeSentFor?.email && input.userName === codeSentFor.userName;
      if (error instanceof ApiError && error.status === 429 && codeSent) {
        otp.reopen(waitFromMessage(error.serverMessage));
      }
    },
  });

  const register = useRegisterUser({
    onSuccess: (response) => {
      toast.success(response.message || 'Registration successful');
      otp.close();
      onRegistered();
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      toast.error(message);
      otp.fail(message);
    },
  });

  const submit = form.handleSubmit((details) => {
    if (sendCode.isPending) return;
    setSubmitted(details);
    sendCode.mutate({ email: details.email, userName: details.userName });
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          {...form.field('userName')}
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField {...form.field('fullName')} label="Full Name" autoComplete="name" required />
        <TextField
          {...form.field('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <Button type="submit" className="w-full">
          {sendCode.isPending && !otp.open ? 'Sending…' : 'Register'}
        </Button>
      </form>
      <OtpDialog
        {...otp.dialogProps({
          email: submitted.email,
          verifying: register.isPending,
          resending: sendCode.isPending,
          onVerify: (otpCode) => register.mutate({ formData: submitted, otp: otpCode }),
          onResend: () => {
            if (!sendCode.isPending)
              sendCode.mutate({ email: submitted.email, userName: submitted.userName });
          },
        })}
      />
    </>
  );
}
