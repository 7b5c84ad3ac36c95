import type { ApiResponse } from '@portfolio/shared/api';
import type { ImportResult } from '@portfolio/shared/imports';
import { apiClient } from '../../../lib/api-client.ts';

/** The imports that read an uploaded file: a LinkedIn data export (ZIP) or a résumé (PDF or DOCX). */
export type FileImport = 'importLinkedIn' | 'importResume';

function resultOf(response: ApiResponse<ImportResult>): ImportResult {
  if (!response.data) throw new Error('The server answered without a result. Try again.');
  return response.data;
}

/** Sends the file (field `file`) to be read into the form's values; nothing is saved. */
export async function importFile(
  endpoint: FileImport,
  file: File,
  signal: AbortSignal,
): Promise<ImportResult> {
  const body = new FormData();
  body.set('file', file);
  return resultOf(await apiClient.call(endpoint, { body, signal }));
}

/** A GitHub user's public profile and repositories, read into the form's values; nothing is saved. */
export async function importGithub(username: string, signal: AbortSignal): Promise<ImportResult> {
  return resultOf(await apiClient.call('importGithub', { query: { username }, signal }));
}
