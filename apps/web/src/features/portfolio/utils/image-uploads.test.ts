import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageUploads, WAITING_MESSAGE } from './image-uploads.ts';
import type { SendImage, UploadAnswer } from './upload-image.ts';

const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const busy: UploadAnswer = {
  ok: false,
  status: 503,
  message: 'The server is busy. Try again shortly.',
  retryAfterMs: 2000,
};

/** A server that answers no upload: each one waits until it is cancelled (its signal kept). */
function neverAnswered() {
  const signals: AbortSignal[] = [];
  const send = vi.fn<SendImage>(
    (_file, { signal } = {}) =>
      new Promise((_resolve, reject) => {
        if (signal) signals.push(signal);
        signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      }),
  );
  return { send, signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createImageUploads', () => {
  it('tries a busy server again after its Retry-After, five times at most, then shows its message', async () => {
    vi.useFakeTimers();
    const send = vi.fn<SendImage>(async () => busy);
    const uploads = createImageUploads(send);
    uploads.add('project-1', [file('a.png')], () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(uploads.list()[0]).toMatchObject({ state: 'waiting', message: WAITING_MESSAGE });
    expect(uploads.pendingNames()).toEqual(['a.png']);

    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(6);
    expect(uploads.list()[0]).toMatchObject({ state: 'failed', message: busy.message });
    expect(uploads.pendingNames()).toEqual([]);
  });

  it("cancels a field's uploads when it goes, and starts the next one in their place", async () => {
    const { send, signals } = neverAnswered();
    const uploads = createImageUploads(send);
    uploads.add('project-1', [file('a.png'), file('b.png')], () => undefined);
    uploads.add('project-2', [file('c.png')], () => undefined);
    expect(send).toHaveBeenCalledTimes(2);

    uploads.cancel('project-1');
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[0].name).toBe('c.png');
    expect(uploads.pendingNames()).toEqual(['c.png']);
  });

  it("cancels every field's uploads at once and names those that were on their way, not the refused", async () => {
    const { send, signals } = neverAnswered();
    const uploads = createImageUploads(send);
    uploads.add('project-1', [file('a.png'), file('b.png')], () => undefined);
    uploads.add('talk-1', [file('c.png')], () => undefined);
    uploads.refuse('project-1', [file('d.png')], 'Too large');

    expect(uploads.cancelAll()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(uploads.list()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
