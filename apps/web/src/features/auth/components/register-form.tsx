import { PASSWORD_MIN_LENGTH, registerFormSchema } from '@portfolio/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { type RegisterDetails, useRegistration } from '../hooks/use-registration.ts';
import { EmailField } from './email-field.tsx';
import { OtpDialog } from './otp-dialog.tsx';
import { PasswordField } from './password-field.tsx';

const emptyForm: RegisterDetails = { userName: '', fullName: '', email: '', password: '' };

/**
 * Register (docs/spec.md §4, §5, §8): the account details, then the mailed code in the OTP dialog.
 * `onRegistered` runs once the account exists and the new user is signed in.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useSchemaForm(registerFormSchema, emptyForm);
  const registration = useRegistration(onRegistered);

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(registration.start)} className="space-y-5">
        <TextField
          {...form.field('userName')}
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField {...form.field('fullName')} label="Full Name" autoComplete="name" required />
        <EmailField {...form.field('email')} />
        <PasswordField
          {...form.field('password')}
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <Button type="submit" className="w-full">
          {registration.sending ? 'Sending…' : 'Register'}
        </Button>
      </form>
      <OtpDialog {...registration.dialogProps} />
    </>
  );
}
