import { PASSWORD_MIN_LENGTH, registerFormSchema } from '@portfolio/shared/auth';
import { EMAIL_MAX_LENGTH } from '@portfolio/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { type RegisterOtpInput, useRegisterOtp } from '../api/register-otp.ts';
import { type RegisterUserInput, useRegisterUser } from '../api/register-user.ts';
import { useOtpStep } from '../hooks/use-otp-step.ts';
import { waitFromMessage } from '../utils/resend-wait.ts';
import { OtpDialog } from './otp-dialog.tsx';

type FormData = RegisterUserInput['formData'];
type FieldName = keyof FormData;

/** The fields in the order they are shown: the first invalid one gets the focus. */
const FIELD_ORDER: readonly FieldName[] = ['userName', 'fullName', 'email', 'password'];

const emptyForm: FormData = { userName: '', fullName: '', email: '', password: '' };

/**
 * Register (SPEC.md §4, §5, §8): the account details, then the mailed code in the OTP dialog.
 * `onRegistered` runs once the account exists and the new user is signed in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const fieldRefs = {
    userName: useRef<HTMLInputElement>(null),
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState<FormData>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
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

  const update = (field: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendCode.isPending) return;
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<FieldName>(parsed.error);
      setErrors(found);
      const firstInvalid = FIELD_ORDER.find((field) => found[field]);
      if (firstInvalid) fieldRefs[firstInvalid].current?.focus();
      return;
    }
    setErrors({});
    setSubmitted(parsed.data);
    sendCode.mutate({ email: parsed.data.email, userName: parsed.data.userName });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          ref={fieldRefs.userName}
          label="Username"
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.userName}
          onChange={update('userName')}
          error={errors.userName}
        />
        <TextField
          ref={fieldRefs.fullName}
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={update('fullName')}
          error={errors.fullName}
        />
        <TextField
          ref={fieldRefs.email}
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <TextField
          ref={fieldRefs.password}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          onChange={update('password')}
          error={errors.password}
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
