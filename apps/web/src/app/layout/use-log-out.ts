import { accountMessages } from '@portfolio/shared/account-texts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { showToast } from '../../lib/toast.ts';

/** Log Out from the navigation or the footer: sign out, go home, say so. */
export function useLogOut() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: (response) => {
      showToast.success(response.message || accountMessages.loggedOut);
      navigate(paths.home);
    },
    onError: (error) => showToast.error(error.message),
  });
}
