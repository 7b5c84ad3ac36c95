import {
  PROJECT_IMAGE_MAX_BYTES,
  projectImageMessages,
  type UploadedImage,
} from '@portfolio/shared/project-images';
import { createListeners } from '../../../lib/listeners.ts';
import { type SendImage, uploadImage } from './upload-image.ts';

/** The server takes about two uploads of one account at a time; more would only wait there. */
const MAX_IN_FLIGHT = 2;
/** A busy server is tried again this many times before its refusal is shown. */
const MAX_RETRIES = 5;

export const WAITING_MESSAGE = 'Waiting for the server…';

/**
 * One file on its way: queued behind others, sending (`loaded` of `total` bytes), waiting for a busy
 * server to take it again, or failed with the reason to show next to it.
 */
export type Upload = {
  key: string;
  /** The field it is for (a project's images, a section item's image). */
  owner: string;
  fileName: string;
  state: 'queued' | 'sending' | 'waiting' | 'failed';
  loaded: number;
  total: number;
  message?: string;
};

/** Takes an uploaded image into its field; the reason when the field will not have it. */
export type OnUploaded = (image: UploadedImage) => string | undefined;

type Entry = {
  upload: Upload;
  file?: File;
  onUploaded?: OnUploaded;
  retries: number;
  abort?: AbortController;
  timer?: ReturnType<typeof setTimeout>;
};

/**
 * The editor's uploads, every field's: at most two sent at once, a busy server waited for (its
 * Retry-After) and tried again, each file's progress and refusal kept for its field to show. The
 * draft lists the files not yet uploaded.
 */
export type ImageUploads = {
  /** Sends `files` for `owner`; each one uploaded is given to `onUploaded`. */
  add(owner: string, files: File[], onUploaded: OnUploaded): void;
  /** Shows `files` as refused for `owner`, with `message`, without sending them. */
  refuse(owner: string, files: File[], message: string): void;
  /** Cancels an upload, or takes a refusal away. */
  dismiss(key: string): void;
  /** Cancels every upload of `owner` (its field is gone). */
  cancel(owner: string): void;
  /** Cancels every upload of every field (they are all drawn anew); the names of those that were on their way. */
  cancelAll(): string[];
  /** Every upload, as a new list after each change. */
  list(): readonly Upload[];
  /** The names of the files still on their way. */
  pendingNames(): string[];
  subscribe(listener: () => void): () => void;
};

/** What is wrong with a file before it is sent, if anything; the server decodes it to be sure. */
export function fileRefusal(file: File): string | undefined {
  if (file.type !== '' && !file.type.startsWith('image/')) return projectImageMessages.notImage;
  if (file.size > PROJECT_IMAGE_MAX_BYTES) return projectImageMessages.tooLarge;
  return undefined;
}

export function createImageUploads(send: SendImage = uploadImage): ImageUploads {
  const entries = new Map<string, Entry>();
  const changes = createListeners();
  let snapshot: readonly Upload[] = [];
  let inFlight = 0;
  let counter = 0;

  const changed = () => {
    snapshot = [...entries.values()].map(({ upload }) => upload);
    changes.notify();
  };
  const update = (entry: Entry, change: Partial<Upload>) => {
    entry.upload = { ...entry.upload, ...change };
    changed();
  };
  const newEntry = (owner: string, file: File, entry: Partial<Entry>, upload: Partial<Upload>) => {
    counter += 1;
    const key = `upload-${counter}`;
    const base = { key, owner, fileName: file.name, state: 'queued', loaded: 0, total: file.size } as const;
    entries.set(key, { retries: 0, ...entry, upload: { ...base, ...upload } });
  };

  function pump() {
    for (const entry of entries.values()) {
      if (inFlight >= MAX_IN_FLIGHT) return;
      if (entry.upload.state === 'queued') start(entry);
    }
  }

  function start(entry: Entry) {
    const { file, onUploaded } = entry;
    if (!file || !onUploaded) return;
    inFlight += 1;
    const abort = new AbortController();
    entry.abort = abort;
    update(entry, { state: 'sending', message: undefined });
    send(file, {
      signal: abort.signal,
      onProgress: (loaded, total) => update(entry, { loaded, total }),
    })
      .then(
        (answer) => {
          if (!entries.has(entry.upload.key)) return;
          if (answer.ok) {
            const refusal = onUploaded(answer.image);
            if (refusal) update(entry, { state: 'failed', message: refusal });
            else {
              entries.delete(entry.upload.key);
              changed();
            }
          } else if (answer.retryAfterMs !== undefined && entry.retries < MAX_RETRIES) {
            entry.retries += 1;
            update(entry, { state: 'waiting', loaded: 0, message: WAITING_MESSAGE });
            entry.timer = setTimeout(() => {
              update(entry, { state: 'queued', message: undefined });
              pump();
            }, answer.retryAfterMs);
          } else {
            update(entry, { state: 'failed', message: answer.message });
          }
        },
        // Rejected only when cancelled: the entry is already gone.
        () => undefined,
      )
      .finally(() => {
        inFlight -= 1;
        pump();
      });
  }

  const pendingNames = () =>
    snapshot.filter(({ state }) => state !== 'failed').map(({ fileName }) => fileName);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    clearTimeout(entry.timer);
    entry.abort?.abort();
  };

  return {
    add(owner, files, onUploaded) {
      for (const file of files) {
        const refusal = fileRefusal(file);
        if (refusal) newEntry(owner, file, {}, { state: 'failed', message: refusal });
        else newEntry(owner, file, { file, onUploaded }, {});
      }
      changed();
      pump();
    },
    refuse(owner, files, message) {
      for (const file of files) newEntry(owner, file, {}, { state: 'failed', message });
      changed();
    },
    dismiss(key) {
      remove(key);
      changed();
    },
    cancel(owner) {
      const keys = [...entries.values()].filter(({ upload }) => upload.owner === owner);
      if (keys.length === 0) return;
      for (const { upload } of keys) remove(upload.key);
      changed();
    },
    cancelAll() {
      const names = pendingNames();
      for (const key of [...entries.keys()]) remove(key);
      changed();
      return names;
    },
    list: () => snapshot,
    pendingNames,
    subscribe: changes.subscribe,
  };
}
