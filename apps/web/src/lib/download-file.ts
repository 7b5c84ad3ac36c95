import { ApiError, apiClient } from './api-client.ts';

/** The file name of a Content-Disposition header (`attachment; filename="…"`), if it names one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && !/[/\\]/.test(name) ? name : fallback;
}

async function fetchFile(path: string): Promise<Response> {
  return fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
}

/**
 * Downloads a file the API serves to its signed-in owner at `path` (made with `apiUrl`): fetched with
 * the session's cookies (one session renewal through the shared client when it has expired), then
 * saved by the browser under the server's file name. A refusal throws an ApiError with the server's
 * message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response = await fetchFile(path).catch((cause: unknown) => {
    throw new ApiError(0, undefined, { cause });
  });
  if (response.status === 401) {
    // The shared client renews the session (or reports it lost); then the file is asked for again.
    await apiClient.call('userInformation');
    response = await fetchFile(path);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message, { body });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
