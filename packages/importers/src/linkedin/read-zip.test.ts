import { describe, expect, it } from 'vitest';
import { listZip, readEntries, ZIP_ENTRY_MAX_BYTES, ZIP_FILES_MAX } from './read-zip.ts';
import { ImportRefusal } from './refusal.ts';
import { lyingZip, overlappingBomb, zipOf } from './test-export.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportRefusal) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('listZip', () => {
  it('lists files from the central directory, with their declared sizes', () => {
    const zip = zipOf({ 'Profile.csv': 'First Name\nAsha\n', 'Jobs/Saved Jobs.csv': 'a' });
    expect(listZip(zip)).toEqual({
      entries: [
        { path: 'Profile.csv', name: 'Profile.csv', originalSize: 16 },
        { path: 'Jobs/Saved Jobs.csv', name: 'Saved Jobs.csv', originalSize: 1 },
      ],
      unsafe: [],
    });
  });

  it('sets apart paths that lead outside the archive', () => {
    const zip = zipOf({
      '../../Profile.csv': 'x',
      '/etc/Profile.csv': 'x',
      'a/../../b.csv': 'x',
      'C:/x.csv': 'x',
    });
    expect(listZip(zip)).toEqual({
      entries: [],
      unsafe: ['../../Profile.csv', '/etc/Profile.csv', 'a/../../b.csv', 'C:/x.csv'],
    });
  });

  it('refuses a few kilobytes that declare more than 100 MB, before inflating anything', () => {
    const bomb = overlappingBomb(150);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const started = performance.now();
    expect(refusal(() => listZip(bomb))).toEqual({
      kind: 'tooLarge',
      message: expect.stringContaining('This ZIP would expand to 150 MB, more than the 100 MB we read'),
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a directory that claims four billion files, without walking them', () => {
    // A ZIP64 end record saying 0xFFFFFFFF files, behind its locator and the classic end record.
    const forged = new Uint8Array(98);
    const view = new DataView(forged.buffer);
    view.setUint32(0, 0x06064b50, true);
    view.setUint32(32, 0xffffffff, true);
    view.setUint32(56, 0x07064b50, true);
    view.setUint32(76, 0x06054b50, true);
    view.setUint16(84, 0xffff, true);
    const started = performance.now();
    expect(refusal(() => listZip(forged))).toEqual({
      kind: 'tooLarge',
      message: `This ZIP lists more than ${ZIP_FILES_MAX} files, so it was not opened: a LinkedIn export holds about a hundred.`,
    });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses what is not a ZIP', () => {
    expect(refusal(() => listZip(new TextEncoder().encode('%PDF-1.7 not a zip'))).kind).toBe('notAZip');
    expect(refusal(() => listZip(new Uint8Array())).kind).toBe('notAZip');
  });
});

describe('readEntries', () => {
  it('reads the files asked for, and only those', () => {
    const zip = zipOf({ 'Profile.csv': 'First Name\nAsha\n', 'messages.csv': 'secret' });
    const { entries } = listZip(zip);
    const read = readEntries(
      zip,
      entries.filter((entry) => entry.name === 'Profile.csv'),
    );
    expect([...read.keys()]).toEqual(['Profile.csv']);
    expect(new TextDecoder().decode(read.get('Profile.csv'))).toBe('First Name\nAsha\n');
  });

  it('refuses a file that declares more than a profile ever holds, before inflating it', () => {
    const zip = zipOf({ 'Positions.csv': new Uint8Array(ZIP_ENTRY_MAX_BYTES + 1) });
    const { entries } = listZip(zip);
    expect(refusal(() => readEntries(zip, entries))).toEqual({
      kind: 'tooLarge',
      message:
        'Positions.csv in this ZIP would expand to 6 MB; in a LinkedIn export it is a few kilobytes. This is not an export we can read.',
    });
  });

  it('stops a file that expands past the size its headers declare', () => {
    const zip = lyingZip('Positions.csv', new Uint8Array(12 * 1024 * 1024), 1000);
    const { entries } = listZip(zip);
    expect(entries[0]?.originalSize).toBe(1000);
    const started = performance.now();
    expect(refusal(() => readEntries(zip, entries)).kind).toBe('tooLarge');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a ZIP cut short', () => {
    const zip = zipOf({ 'Profile.csv': crypto.getRandomValues(new Uint8Array(20_000)) });
    const { entries } = listZip(zip);
    const cut = new Uint8Array([...zip.subarray(0, 5000), ...zip.subarray(zip.length - 100)]);
    expect(refusal(() => readEntries(cut, entries)).kind).toBe('unreadable');
  });
});
