import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';

const LOGGED_OUT = 'Logged out successfully';

// sonner is loaded on first use: the top bar every page renders needs none of it to paint.
const loadToast = () => import('sonner').then((m) => m.toast);

/** Log Out from the navigation or the footer: sign out, go home, say so. */
export function useLogOut() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: (response) => {
      loadToast().then((toast) => toast.success(response.message || LOGGED_OUT));
      navigate('/');
    },
    onError: (error) => {
      loadToast().then((toast) => toast.error(error.message));
    },
  });
}
