import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Register"
      lead="Create your account. We will send a one-time code to your email to confirm it."
      footer={
        <>
          <span>Already have an account?</span>
          <Link
            to="/login"
            className="rounded-sm font-semibold text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
          >
            Login
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={() => navigate('/')} />
    </AuthCard>
  );
}
