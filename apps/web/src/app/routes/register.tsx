import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { readSignInRedirect, signInNotice } from '../../lib/sign-in-redirect.ts';

export function RegisterRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const redirect = readSignInRedirect(params);
  return (
    <AuthCard
      title="Register"
      lead="Create your account. We will send a one-time code to your email to confirm it."
      notice={signInNotice(redirect, 'register')}
      footer={
        <>
          <span>Already have an account?</span>
          <Link
            to={{ pathname: paths.login, search }}
            className="rounded-sm font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
          >
            Login
          </Link>
        </>
      }
    >
      <RegisterForm
        onRegistered={() =>
          redirect.next ? navigate(redirect.next, { replace: true }) : navigate(paths.home)
        }
      />
    </AuthCard>
  );
}
