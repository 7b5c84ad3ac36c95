import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Login"
      lead="Enter the email of your account and we will send you a one-time code."
      footer={
        <>
          <span>Don't have an account?</span>
          <Link to="/register" className={buttonClassName('secondary')}>
            Register
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={() => navigate('/')} />
    </AuthCard>
  );
}
