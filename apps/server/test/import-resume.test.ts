import {
  docxBomb,
  encryptedPdf,
  manyPagesPdf,
  plainZip,
  scannedPdf,
} from '@portfolio/importers/resume/corpus/bad-resume-files';
import { type Block, type LayoutStyle, resumeBlocks } from '@portfolio/importers/resume/corpus/resume-blocks';
import { expectedOf, sampleResume } from '@portfolio/importers/resume/corpus/resume-samples';
import { writeResumeDocx } from '@portfolio/importers/resume/corpus/write-resume-docx';
import { writeResumePdf } from '@portfolio/importers/resume/corpus/write-resume-pdf';
import { apiPaths } from '@portfolio/shared/api';
import { importResultSchema } from '@portfolio/shared/imports';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { resumeReaderMessages } from '../src/modules/imports/resume-reader.ts';
import { RESUME_IMPORTS_PER_MINUTE, resumeImportMessages } from '../src/modules/imports/resume-routes.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { postOneFile } from './one-file-upload.ts';

/** Sends one file as the editor's Import does: multipart, one field `file`, any name and type. */
const sendResume = (app: FastifyInstance, cookies: Jar, data: Uint8Array, field = 'file') =>
  postOneFile(app, cookies, apiPaths.importResume, {
    field,
    data,
    type: 'application/pdf',
    name: 'resume.pdf',
  });

const style: LayoutStyle = {
  dates: 'mon-yyyy',
  entries: 'one-line',
  separator: ' — ',
  headings: 0,
  upperHeadings: true,
  sidebar: false,
};

for (const dialect of dialects) {
  describe(`résumé import (${dialect})`, () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });
    const signedIn = async () => {
      t = await createTestApp(dialect);
      return { app: t.app, cookies: await registerUser(t.app) };
    };

    it("answers the form's values from a PDF résumé and from a DOCX, nothing saved", async () => {
      const { app, cookies } = await signedIn();
      const sample = sampleResume(3);
      const expected = expectedOf(sample);
      for (const file of [
        await writeResumePdf(resumeBlocks(sample, style)),
        writeResumeDocx(resumeBlocks(sample, { ...style, entries: 'table' }), true),
      ]) {
        const res = await sendResume(app, cookies, file);
        expect(res.statusCode).toBe(200);
        const result = importResultSchema.parse(res.json().data);
        expect(result.values).toMatchObject({
          name: expected.name,
          email: expected.email,
          contactNumber: expected.phone,
          githubUrl: expected.githubUrl,
        });
        expect(result.values.experiences).toMatchObject(expected.experiences);
        expect(result.imported).toContain(`Experience: ${expected.experiences.length} positions`);
      }
      const portfolios = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies });
      expect(portfolios.json().data).toEqual([]);
    });

    it('refuses a 300-page PDF by its page count, fast (413)', async () => {
      const { app, cookies } = await signedIn();
      const pdf = await manyPagesPdf(300);
      const started = performance.now();
      const res = await sendResume(app, cookies, pdf);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'This PDF has 300 pages: a résumé we can read has at most 30. Send the résumé on its own.',
      );
      // A worker thread's start is most of it; reading 300 pages' text would take seconds.
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it('refuses an encrypted PDF and a scanned one (400), saying why', async () => {
      const { app, cookies } = await signedIn();
      const encrypted = await sendResume(app, cookies, await encryptedPdf());
      expect(encrypted.statusCode).toBe(400);
      expect(encrypted.json().message).toMatch(/^This PDF is protected by a password\./);
      const scanned = await sendResume(app, cookies, await scannedPdf());
      expect(scanned.statusCode).toBe(400);
      expect(scanned.json().message).toMatch(/^This PDF has no text we can read\./);
    });

    it('refuses a DOCX that is a renamed ZIP bomb before it expands (413)', async () => {
      const { app, cookies } = await signedIn();
      for (const lying of [false, true]) {
        const res = await sendResume(app, cookies, docxBomb(110, lying));
        expect(res.statusCode).toBe(413);
        expect(res.json().message).toMatch(/^This Word file expands to more than 20 MB of text/);
      }
    }, 30_000);

    it('refuses a 20 MB file (413) and closes the connection', async () => {
      const { app, cookies } = await signedIn();
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]);
      const res = await sendResume(app, cookies, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(resumeImportMessages.tooLarge);
      expect(res.headers.connection).toBe('close');
    });

    it('refuses what is not a PDF or DOCX by its content (415), and a form without the file (400)', async () => {
      const { app, cookies } = await signedIn();
      for (const file of [
        new TextEncoder().encode('<html><body onload="alert(1)">Asha Rao</body></html>'),
        plainZip(),
        new Uint8Array(),
      ]) {
        const res = await sendResume(app, cookies, file);
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe('Send your résumé as a PDF or a Word (.docx) file.');
      }
      const other = await sendResume(app, cookies, await scannedPdf(), 'image');
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(resumeImportMessages.missing);
    });

    it('keeps HTML in texts as text and takes no javascript: link', async () => {
      const { app, cookies } = await signedIn();
      const hostile: Block[] = [
        { kind: 'name', text: 'Asha Rao' },
        { kind: 'line', text: 'asha@example.com | javascript:alert(1) | linkedin.com/in/asha"><script>' },
        { kind: 'heading', text: 'Summary' },
        { kind: 'para', text: '<script>alert("x")</script> I build <b>fast</b> sites.' },
        { kind: 'heading', text: 'Projects' },
        { kind: 'entry', text: '<img src=x onerror=alert(1)>', right: '', bold: true },
        { kind: 'line', text: 'Link: javascript:alert(document.cookie)' },
      ];
      const res = await sendResume(app, cookies, await writeResumePdf({ main: hostile, side: [] }));
      expect(res.statusCode).toBe(200);
      const { values } = importResultSchema.parse(res.json().data);
      expect(values.summary).toBe('<script>alert("x")</script> I build <b>fast</b> sites.');
      expect(values.projects).toMatchObject([{ title: '<img src=x onerror=alert(1)>', link: '' }]);
      expect(values.linkidenUrl).toBe('');
      // The answer is JSON: the text is data, escaped by whatever shows it.
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.stringify(values)).not.toMatch(/"(?:link|\w+Url)":"javascript:/i);
    });

    it('reads one résumé of an account at a time: a second sent meanwhile is told to retry (429)', async () => {
      const { app, cookies } = await signedIn();
      const file = await writeResumePdf(resumeBlocks(sampleResume(5), style));
      const [first, second] = await Promise.all([
        sendResume(app, cookies, file),
        sendResume(app, cookies, file),
      ]);
      // Either may reach the reader first: one is read, the other told to retry.
      const [read, refused] = first.statusCode === 429 ? [second, first] : [first, second];
      expect([read.statusCode, refused.statusCode]).toEqual([200, 429]);
      expect(refused.json().message).toBe(resumeReaderMessages.yoursBusy);
      expect(refused.headers['retry-after']).toBe('3');
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      t = await createTestApp(dialect);
      const res = await sendResume(t.app, {}, await scannedPdf());
      expect(res.statusCode).toBe(401);
    });

    it(`takes ${RESUME_IMPORTS_PER_MINUTE} imports a minute from one user, then answers 429`, async () => {
      const { app, cookies } = await signedIn();
      const notResume = new TextEncoder().encode('not a résumé');
      for (let i = 0; i < RESUME_IMPORTS_PER_MINUTE; i++) {
        expect((await sendResume(app, cookies, notResume)).statusCode).toBe(415);
      }
      const res = await sendResume(app, cookies, notResume);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests/);
    });
  });
}
