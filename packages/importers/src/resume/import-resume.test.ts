import { describe, expect, it } from 'vitest';
import { docxBomb, encryptedPdf, manyPagesPdf, plainZip, scannedPdf } from './corpus/bad-resume-files.ts';
import { HELD_OUT } from './corpus/held-out-resumes.ts';
import { type LayoutStyle, resumeBlocks } from './corpus/resume-blocks.ts';
import { expectedOf, sampleResume } from './corpus/resume-samples.ts';
import { writeResumeDocx } from './corpus/write-resume-docx.ts';
import { writeResumePdf } from './corpus/write-resume-pdf.ts';
import { importResume, resumeFileKind } from './import-resume.ts';
import type { ResumeRefusal } from './resume-refusal.ts';

const style: LayoutStyle = {
  dates: 'mon-yyyy',
  entries: 'one-line',
  separator: ' — ',
  headings: 0,
  upperHeadings: true,
  sidebar: false,
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { refusal?: ResumeRefusal }) => error.refusal ?? error,
  );

/** The fields the bench scores, from an import's values. */
function scored(values: Record<string, unknown>) {
  const items = (list: string, keys: string[]) =>
    (values[list] as Record<string, string>[]).map((item) =>
      Object.fromEntries(keys.map((k) => [k, item[k]])),
    );
  return {
    name: values.name,
    email: values.email,
    experiences: items('experiences', ['role', 'companyName', 'startDate', 'endDate']),
    educations: items('educations', ['schoolCollegeName', 'course', 'startDate', 'endDate']),
  };
}

describe('importing a résumé file', () => {
  it('reads a PDF résumé into the form', async () => {
    const sample = sampleResume(1);
    const result = await importResume(await writeResumePdf(resumeBlocks(sample, style)));
    const expected = expectedOf(sample);
    expect(scored(result.values)).toEqual({
      name: expected.name,
      email: expected.email,
      experiences: expected.experiences,
      educations: expected.educations,
    });
    expect(result.imported).toContain(`Experience: ${sample.jobs.length} positions`);
  });

  it('reads a two-column PDF column by column', async () => {
    const sample = sampleResume(8);
    const result = await importResume(
      await writeResumePdf(resumeBlocks(sample, { ...style, sidebar: true })),
    );
    const expected = expectedOf(sample);
    expect(result.values).toMatchObject({
      name: expected.name,
      title: expected.title,
      githubUrl: expected.githubUrl,
    });
    expect(scored(result.values).experiences).toEqual(expected.experiences);
  });

  it('reads a PDF table of year, company and role as rows, not as a page in two columns', async () => {
    const designer = HELD_OUT.find((resume) => resume.file === 'h4-designer');
    const result = await importResume(await writeResumePdf({ main: designer?.blocks ?? [], side: [] }));
    expect(scored(result.values).experiences.slice(0, 2)).toMatchObject([
      { role: 'Senior Product Designer', companyName: 'Spotify' },
      { role: 'Product Designer', companyName: 'Klarna' },
    ]);
    expect(JSON.stringify(result.values.skills)).not.toContain('Designer');
  });

  it('reads a DOCX résumé, its bullets Word list items and its entries table rows', async () => {
    const sample = sampleResume(18);
    const bytes = writeResumeDocx(resumeBlocks(sample, { ...style, entries: 'table' }), true);
    const result = await importResume(bytes);
    const expected = expectedOf(sample);
    expect(scored(result.values).experiences).toEqual(expected.experiences);
    expect((result.values.experiences as { summary: string }[])[0]?.summary).toBe(
      sample.jobs[0]?.bullets.join('\n'),
    );
  });

  it('tells a PDF and a DOCX by their content, whatever they are called', async () => {
    expect(resumeFileKind(await scannedPdf())).toBe('pdf');
    expect(resumeFileKind(writeResumeDocx({ main: [], side: [] }, false))).toBe('docx');
    expect(resumeFileKind(plainZip())).toBeUndefined();
    expect(
      resumeFileKind(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
    ).toBeUndefined();
  });

  it('refuses a 300-page PDF by its page count, before reading a page', async () => {
    const pdf = await manyPagesPdf(300);
    const started = performance.now();
    expect(await refusal(importResume(pdf))).toEqual({
      kind: 'too-large',
      message: 'This PDF has 300 pages: a résumé we can read has at most 30. Send the résumé on its own.',
    });
    // Reading 300 pages' text takes seconds; opening the document and counting them does not.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an encrypted PDF, a scanned one and a damaged one, each saying why', async () => {
    expect(await refusal(importResume(await encryptedPdf()))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringContaining('protected by a password'),
    });
    expect(await refusal(importResume(await scannedPdf()))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/^This PDF has no text we can read\./),
    });
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
    expect(await refusal(importResume(damaged))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringContaining('could not be read'),
    });
  });

  it('refuses a renamed ZIP bomb before it expands, honest headers or lying ones', async () => {
    const tooLarge = {
      kind: 'too-large',
      message: expect.stringContaining('expands to more than 20 MB'),
    };
    const bomb = docxBomb(110);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(importResume(bomb))).toMatchObject(tooLarge);
    // Headers that claim 1 KB are not believed: the expansion is counted as it happens. The bomb is
    // made first: making it is not the import's memory.
    const lyingBomb = docxBomb(110, true);
    const before = process.memoryUsage().arrayBuffers;
    expect(await refusal(importResume(lyingBomb))).toMatchObject(tooLarge);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(60 * 1024 * 1024);
    // Making two 110 MB bombs takes most of this test's time.
  }, 30_000);

  it('refuses what is neither PDF nor DOCX', async () => {
    expect(await refusal(importResume(plainZip()))).toMatchObject({ kind: 'unsupported' });
    expect(await refusal(importResume(new TextEncoder().encode('plain text résumé')))).toMatchObject({
      kind: 'unsupported',
      message: 'Send your résumé as a PDF or a Word (.docx) file.',
    });
  });
});
