import { apiPaths } from '@portfolio/shared/api';
import { apiClient } from './api-client.ts';

/**
 * Downloads a file the API gives only to a signed-in user. A plain link cannot renew an expired
 * access token (the browser would get a 401 instead of the file), so the session is checked, and
 * renewed if need be, by an API call first; then the link is followed.
 */
export async function downloadSignedIn(href: string): Promise<void> {
  await apiClient.get(apiPaths.userInformation);
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
