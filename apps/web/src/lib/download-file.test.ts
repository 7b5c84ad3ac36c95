import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file.ts';

describe('fileNameOf', () => {
  it("saves the file under the server's name, or the fallback when it names none or a path", () => {
    expect(fileNameOf('attachment; filename="ada-resume.json"', 'resume.json')).toBe('ada-resume.json');
    expect(fileNameOf(null, 'resume.json')).toBe('resume.json');
    expect(fileNameOf('attachment', 'resume.json')).toBe('resume.json');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'resume.json')).toBe('resume.json');
  });
});
