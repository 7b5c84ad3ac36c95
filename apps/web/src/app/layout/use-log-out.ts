import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout } from '../../features/auth/api/logout.ts';

const LOGGED_OUT = 'Logged out successfully';

/** Log Out from the navigation or the footer: sign out, go home, say so. */
export function useLogOut() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: (response) => {
      toast.success(response.message || LOGGED_OUT);
      navigate('/');
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
