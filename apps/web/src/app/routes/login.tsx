import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { readSignInRedirect, signInNotice } from '../../lib/sign-in-redirect.ts';

export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const redirect = readSignInRedirect(params);
  return (
    <AuthCard
      title="Login"
      lead="Enter the email of your account and we will send you a one-time code."
      notice={signInNotice(redirect, 'login')}
      footer={
        <>
          <span>Don't have an account?</span>
          {/* Registering instead still leads back to where the visitor was going. */}
          <Link to={{ pathname: '/register', search }} className={buttonClassName('secondary')}>
            Register
          </Link>
        </>
      }
    >
      <LoginForm
        onSignedIn={() => (redirect.next ? navigate(redirect.next, { replace: true }) : navigate('/'))}
      />
    </AuthCard>
  );
}
