import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One upload the page sent, and the ways a test answers it as the server would. */
export type SentUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The file sent as the form's `image` field. */
  file: File;
  /** Bytes of it sent so far, as the browser reports them. */
  progress(loaded: number, total: number): Promise<void>;
  respond(status: number, body: unknown, headers?: Record<string, string>): Promise<void>;
  /** Whether the page cancelled it. */
  aborted: boolean;
};

/** The server's answer to an upload it took: the image's id and largest size. */
export const uploadedBody = (id: string, width = 1200, height = 800) => ({
  success: true,
  message: 'Image uploaded.',
  data: { id, width, height, usedBytes: 1_000_000, quotaBytes: 200 * 1024 * 1024 },
});

/** A 32-hex-digit image id from a short name ('a' → 'aaaa…'). */
export const imageId = (name: string) => name.repeat(32).slice(0, 32);

/**
 * Puts a stand-in for XMLHttpRequest in place (the uploads' progress needs it; fetch has none):
 * each request sent is listed, and the test drives its progress and answer. Vitest restores the
 * real one after the test.
 */
export function stubUploads(): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private record: SentUpload | undefined;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const request: SentUpload = {
        method: this.method,
        url: this.url,
        headers: this.requestHeaders,
        file: body.get('image') as File,
        aborted: false,
        progress: (loaded, total) => act(async () => this.upload.onprogress?.({ loaded, total })),
        respond: (status, answer, headers = {}) =>
          act(async () => {
            this.status = status;
            this.responseText = JSON.stringify(answer);
            this.responseHeaders = Object.fromEntries(
              Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
            );
            this.onload?.();
          }),
      };
      this.record = request;
      sent.push(request);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return sent;
}

/** An image file of `name`, `size` bytes. */
export const imageFile = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
