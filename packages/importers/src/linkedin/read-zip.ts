import { Unzip, type UnzipFile, UnzipInflate, unzipSync } from 'fflate';
import { ImportRefusal } from './refusal.ts';

/** The most all of a ZIP's files may expand to, as its central directory declares them. */
export const ZIP_EXPANDED_MAX_BYTES = 100 * 1024 * 1024;
/**
 * The most files a ZIP may list. An export holds about a hundred; a forged directory can claim
 * four billion, which fflate would walk one by one.
 */
export const ZIP_FILES_MAX = 10_000;
/** The most one file we read may expand to: a profile's CSVs are a few kilobytes. */
export const ZIP_ENTRY_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The archive is fed to the inflater this much at a time, so a file that expands past what it
 * declares is stopped within about a thousand times this (DEFLATE's largest ratio), not at its end.
 */
const SLICE_BYTES = 4 * 1024;

export type ZipEntry = {
  /** The path inside the archive, as written there. */
  path: string;
  /** Its last part, the file's own name. */
  name: string;
  /** The size it declares once expanded. */
  originalSize: number;
};

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

const notAZip =
  'This file is not a ZIP. Upload the ZIP file LinkedIn e-mails you when you ask for a copy of your data (Settings & Privacy → Data privacy → Get a copy of your data).';
const tooManyFiles = `This ZIP lists more than ${ZIP_FILES_MAX} files, so it was not opened: a LinkedIn export holds about a hundred.`;

/**
 * The files of a ZIP from its central directory, nothing expanded: a path that climbs out (`../`)
 * or starts at a root is set apart in `unsafe`, never read. A ZIP that would expand past
 * ZIP_EXPANDED_MAX_BYTES in all (a ZIP bomb) is refused here, before anything is inflated.
 */
export function listZip(bytes: Uint8Array): { entries: ZipEntry[]; unsafe: string[] } {
  const entries: ZipEntry[] = [];
  const unsafe: string[] = [];
  let expanded = 0;
  try {
    unzipSync(bytes, {
      filter: ({ name: path, originalSize }) => {
        if (entries.length + unsafe.length >= ZIP_FILES_MAX) {
          throw new ImportRefusal('tooLarge', tooManyFiles);
        }
        expanded += originalSize;
        if (isSafePath(path)) entries.push({ path, name: path.split('/').pop() ?? path, originalSize });
        else unsafe.push(path);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal('notAZip', notAZip, { cause: error });
  }
  if (expanded > ZIP_EXPANDED_MAX_BYTES) {
    throw new ImportRefusal(
      'tooLarge',
      `This ZIP would expand to ${megabytes(expanded)}, more than the ${megabytes(ZIP_EXPANDED_MAX_BYTES)} we read, so it was not opened. A LinkedIn export of your profile is far smaller: ask LinkedIn for the files you want (Profile, Positions, Education, Skills…) and upload that ZIP.`,
    );
  }
  return { entries, unsafe };
}

/** Only paths inside the archive: no root, drive or `..` part, no backslashes (Windows separators). */
function isSafePath(path: string): boolean {
  if (path.startsWith('/') || path.includes('\\') || /^[a-z]:/i.test(path)) return false;
  return !path.split('/').includes('..');
}

/**
 * The bytes of the given entries, each checked before it is inflated (its declared size at most
 * ZIP_ENTRY_MAX_BYTES) and while it is (never past its declared size: a ZIP may lie about it).
 */
export function readEntries(bytes: Uint8Array, wanted: ZipEntry[]): Map<string, Uint8Array> {
  for (const entry of wanted) {
    if (entry.originalSize > ZIP_ENTRY_MAX_BYTES) {
      throw new ImportRefusal(
        'tooLarge',
        `${entry.path} in this ZIP would expand to ${megabytes(entry.originalSize)}; in a LinkedIn export it is a few kilobytes. This is not an export we can read.`,
      );
    }
  }
  const limits = new Map(wanted.map((entry) => [entry.path, entry.originalSize]));
  const read = new Map<string, Uint8Array>();
  const unzip = new Unzip((file) => {
    const limit = limits.get(file.name);
    if (limit !== undefined) collect(file, limit, (data) => read.set(file.name, data));
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      unzip.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal(
      'unreadable',
      'This ZIP is damaged or cut short, so its files could not be read. Download the export from LinkedIn again and upload it.',
      { cause: error },
    );
  }
  return read;
}

/** Gathers a file's expanded bytes, stopping it once it passes `limit`. */
function collect(file: UnzipFile, limit: number, done: (data: Uint8Array) => void) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  file.ondata = (error, chunk, final) => {
    if (error) throw error;
    size += chunk.length;
    if (size > limit) {
      file.terminate();
      throw new ImportRefusal(
        'tooLarge',
        `${file.name} in this ZIP expands past the size the ZIP declares for it, so it was not read: the file is damaged or is not a LinkedIn export.`,
      );
    }
    chunks.push(chunk);
    if (final) done(Buffer.concat(chunks));
  };
  file.start();
}
