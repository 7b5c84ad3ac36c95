import type { accountMessages } from '@portfolio/shared/account-texts';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { showToast } from '../../lib/toast.ts';

// The words only, checked against the shared text: importing the value would put every account
// message into the code every page loads first.
const loggedOut: (typeof accountMessages)['loggedOut'] = 'Logged out successfully';

/** Log Out from the navigation or the footer: sign out, go home, say so. */
export function useLogOut() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: (response) => {
      showToast.success(response.message || loggedOut);
      navigate(paths.home);
    },
    onError: (error) => showToast.error(error.message),
  });
}
