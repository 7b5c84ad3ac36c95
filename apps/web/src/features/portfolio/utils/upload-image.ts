import { type UploadedImage, uploadedImageSchema } from '@portfolio/shared/project-images';
import { apiClient, apiUrl } from '../../../lib/api-client.ts';

/** How long to wait before trying again when a busy server sends no Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 5000;

/** The server's answer to one upload: the stored image, or its refusal with what to do next. */
export type UploadAnswer =
  | { ok: true; image: UploadedImage }
  | {
      ok: false;
      /** The HTTP status; 0 when the server could not be reached. */
      status: number;
      message: string;
      /** For 429 and 503 (busy, or this account's uploads already processing): when to try again. */
      retryAfterMs?: number;
    };

export type UploadOptions = {
  /** Bytes sent so far of the request's `total`. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};

export type SendImage = (file: File, options?: UploadOptions) => Promise<UploadAnswer>;

/**
 * Uploads one image (POST /api/v1/userData/images, the file as field `image`) with its progress,
 * which fetch cannot report: XMLHttpRequest, sent as the app's client sends (same origin, cookies,
 * JSON answer). A 401 renews the session through the client and sends once more. Resolves with the
 * answer, whatever it is; rejects only when aborted.
 */
export const uploadImage: SendImage = async (file, options = {}) => {
  const answer = await send(file, options);
  if (answer.ok || answer.status !== 401 || !(await apiClient.renewSession())) return answer;
  return send(file, options);
};

function send(file: File, { onProgress, signal }: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', apiUrl('uploadImage'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.total || file.size);
    xhr.onabort = aborted;
    xhr.onerror = () =>
      resolve({
        ok: false,
        status: 0,
        message: 'The server could not be reached. Check your connection and try again.',
      });
    xhr.onload = () => resolve(answerOf(xhr));
    const body = new FormData();
    body.set('image', file, file.name);
    xhr.send(body);
  });
}

function answerOf(xhr: XMLHttpRequest): UploadAnswer {
  const payload = parse(xhr.responseText);
  if (xhr.status >= 200 && xhr.status < 300 && payload?.success === true) {
    const image = uploadedImageSchema.safeParse(payload.data);
    if (image.success) return { ok: true, image: image.data };
  }
  const message =
    typeof payload?.message === 'string' && payload.message.trim() !== ''
      ? payload.message
      : `The upload failed with status ${xhr.status}.`;
  const busy = xhr.status === 429 || xhr.status === 503;
  return { ok: false, status: xhr.status, message, ...(busy ? { retryAfterMs: retryAfter(xhr) } : {}) };
}

function parse(text: string): { success?: unknown; message?: unknown; data?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds (the server sends no dates), else the default. */
function retryAfter(xhr: XMLHttpRequest): number {
  const header = xhr.getResponseHeader('Retry-After')?.trim();
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}
