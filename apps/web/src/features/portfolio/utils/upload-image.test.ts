import { endpointOf } from '@portfolio/shared/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { uploadImage } from './upload-image.ts';

// An upload that meets an expired session (401) renews it once through the app's client and sends
// the file again, as every other call does; a session that cannot be renewed is answered as it is.

const stored = {
  id: 'a'.repeat(32),
  width: 1600,
  height: 1000,
  usedBytes: 1234,
  quotaBytes: 200 * 1024 * 1024,
};

/** An XMLHttpRequest that answers each send with the next of `statuses` (the stored image on a 2xx). */
function stubUploads(statuses: number[]): { sent: number } {
  const count = { sent: 0 };
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send() {
      const status = statuses[count.sent] ?? 500;
      count.sent += 1;
      this.status = status;
      this.responseText = JSON.stringify(
        status < 300 ? { success: true, data: stored } : { success: false, message: 'Please log in again.' },
      );
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return count;
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });

describe('an image upload and the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renews an expired session once and sends the file again', async () => {
    const uploads = stubUploads([401, 201]);
    const calls = stubApi(() => envelope(200));
    const answer = await uploadImage(file());
    expect(answer).toMatchObject({ ok: true, image: { id: stored.id } });
    expect(uploads.sent).toBe(2);
    expect(calls.map((call) => call.path)).toEqual([endpointOf('refresh').path]);
  });

  it('answers the 401 when the session cannot be renewed, and sends the file only once', async () => {
    const uploads = stubUploads([401, 201]);
    stubApi(() => envelope(401, { message: 'Please log in again.' }));
    const answer = await uploadImage(file());
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(uploads.sent).toBe(1);
  });
});
