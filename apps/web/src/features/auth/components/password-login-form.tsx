import { accountMessages } from '@portfolio/shared/account-texts';
import { authMessages, passwordLoginSchema } from '@portfolio/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useLoginWithPassword } from '../api/login-with-password.ts';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * Login with the password chosen at registration, the alternative to the mailed code
 * (docs/decisions/037). A refusal ('The e-mail or the password is not right.', or the pause after
 * too many wrong ones) is said under the password and in a toast; the e-mail stays.
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useSchemaForm(passwordLoginSchema, { email: '', password: '' });

  const signIn = useLoginWithPassword({
    onSuccess: (response) => {
      showToast.success(response.message || accountMessages.loggedIn);
      onSignedIn();
    },
    onError: (error) => {
      const message = getErrorMessage(error, authMessages.loginFailed);
      showToast.error(message);
      if (error instanceof ApiError && error.refused) form.showErrors({ password: message });
    },
  });

  const submit = form.handleSubmit((input) => {
    if (!signIn.isPending) signIn.mutate(input);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField {...form.field('email')} autoComplete="username" />
      <PasswordField {...form.field('password')} autoComplete="current-password" />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Log In'}
      </Button>
    </form>
  );
}
