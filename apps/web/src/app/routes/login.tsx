import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { PasswordLoginForm } from '../../features/auth/components/password-login-form.tsx';
import { readSignInRedirect, signInNotice } from '../../lib/sign-in-redirect.ts';

/** Login (docs/spec.md §2): a mailed code as the spec shows it, or the password chosen at registration. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const redirect = readSignInRedirect(params);
  const [withPassword, setWithPassword] = useState(false);
  const signedIn = () => (redirect.next ? navigate(redirect.next, { replace: true }) : navigate(paths.home));
  // Already signed in (a link followed before the page knew it, say a template's Select): straight on
  // to where the link was going. Once the user is known, so the prerendered page hydrates as it is.
  const { data: user } = useUser();
  const next = redirect.next;
  useEffect(() => {
    if (user && next) navigate(next, { replace: true });
  }, [user, next, navigate]);
  return (
    <AuthCard
      title="Login"
      lead={
        withPassword
          ? 'Enter the email and the password of your account.'
          : 'Enter the email of your account and we will send you a one-time code.'
      }
      notice={signInNotice(redirect, 'login')}
      footer={
        <>
          <span>Don't have an account?</span>
          {/* Registering instead still leads back to where the visitor was going. */}
          <Link to={{ pathname: paths.register, search }} className={buttonClassName('secondary')}>
            Register
          </Link>
        </>
      }
    >
      {withPassword ? <PasswordLoginForm onSignedIn={signedIn} /> : <LoginForm onSignedIn={signedIn} />}
      <button
        type="button"
        onClick={() => setWithPassword(!withPassword)}
        className="mt-4 w-full rounded-md py-2 text-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
      >
        {withPassword ? 'Use a code mailed to me instead' : 'Use my password instead'}
      </button>
    </AuthCard>
  );
}
