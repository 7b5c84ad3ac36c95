import { notLinkedInMessage } from '@portfolio/importers/linkedin/import-linkedin';
import {
  linkedInCsv,
  overlappingBomb,
  sampleExportFiles,
  zipOf,
} from '@portfolio/importers/linkedin/test-export';
import { apiPaths } from '@portfolio/shared/api';
import { importResultSchema } from '@portfolio/shared/imports';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LINKEDIN_IMPORTS_PER_MINUTE,
  linkedInImportMessages,
} from '../src/modules/imports/linkedin-routes.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { postOneFile } from './one-file-upload.ts';

/** Sends one file as the editor's Import does: multipart, one field `file`. */
const sendExport = (app: FastifyInstance, cookies: Jar, data: Uint8Array, field = 'file') =>
  postOneFile(app, cookies, apiPaths.importLinkedIn, {
    field,
    data,
    type: 'application/zip',
    name: 'export.zip',
  });

for (const dialect of dialects) {
  describe(`LinkedIn import (${dialect})`, () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });
    const signedIn = async () => {
      t = await createTestApp(dialect);
      return { app: t.app, cookies: await registerUser(t.app) };
    };

    it("answers the form's values from an export, and what it did not read", async () => {
      const { app, cookies } = await signedIn();
      const res = await sendExport(app, cookies, zipOf(sampleExportFiles()));
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      const result = importResultSchema.parse(data);
      expect(result.values).toMatchObject({
        name: 'Asha Rao',
        title: 'Frontend engineer',
        email: 'asha@example.com',
        githubUrl: 'https://github.com/asharao',
      });
      expect(result.values.experiences).toHaveLength(2);
      expect(result.imported).toContain('Experience: 2 from Positions.csv');
      expect(result.notImported).toContain(
        'Not part of a portfolio, so not read: Connections.csv, messages.csv, Registration.csv.',
      );
      expect(result.review).toEqual(['educations.0.startDate', 'educations.0.endDate']);
    });

    it('refuses a ZIP that is not a LinkedIn export (400), saying how to get one', async () => {
      const { app, cookies } = await signedIn();
      const res = await sendExport(app, cookies, zipOf({ 'holiday.jpg': 'x', 'notes.txt': 'hello' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(notLinkedInMessage);
      expect(notLinkedInMessage).toContain('Get a copy of your data');
    });

    it('refuses a ZIP bomb of a few kilobytes by its declared sizes, before inflating it (413)', async () => {
      const { app, cookies } = await signedIn();
      const bomb = overlappingBomb(200);
      expect(bomb.length).toBeLessThan(16 * 1024);
      const started = performance.now();
      const res = await sendExport(app, cookies, bomb);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toContain('This ZIP would expand to 200 MB, more than the 100 MB we read');
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('never reads a file whose path leads outside the ZIP', async () => {
      const { app, cookies } = await signedIn();
      const files = sampleExportFiles();
      const res = await sendExport(
        app,
        cookies,
        zipOf({
          '../../Profile.csv': files['Profile.csv'] as string,
          'Positions.csv': files['Positions.csv'] as string,
        }),
      );
      expect(res.statusCode).toBe(200);
      const result = importResultSchema.parse(res.json().data);
      expect(result.values.name).toBe('');
      expect(result.values.experiences).toHaveLength(2);
      expect(result.notImported).toContain(
        'Left out, as their paths lead outside the ZIP: ../../Profile.csv.',
      );
      const onlyOutside = await sendExport(
        app,
        cookies,
        zipOf({ '../Profile.csv': files['Profile.csv'] as string }),
      );
      expect(onlyOutside.statusCode).toBe(400);
      expect(onlyOutside.json().message).toBe(notLinkedInMessage);
    });

    it('refuses a 20 MB file (413) and closes the connection', async () => {
      const { app, cookies } = await signedIn();
      const res = await sendExport(app, cookies, new Uint8Array(20 * 1024 * 1024));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(linkedInImportMessages.tooLarge);
      expect(res.headers.connection).toBe('close');
    });

    it('refuses a file that is not a ZIP (415), and a form without the file (400)', async () => {
      const { app, cookies } = await signedIn();
      const pdf = await sendExport(app, cookies, new TextEncoder().encode('%PDF-1.7\n%…'));
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().message).toMatch(
        /^This file is not a ZIP\. Upload the ZIP file LinkedIn e-mails you/,
      );
      const empty = await sendExport(app, cookies, new Uint8Array());
      expect(empty.statusCode).toBe(415);
      const other = await sendExport(app, cookies, zipOf(sampleExportFiles()), 'image');
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(linkedInImportMessages.missing);
    });

    it('answers 401 to a visitor who is not signed in, before reading the file', async () => {
      t = await createTestApp(dialect);
      const res = await sendExport(t.app, {}, zipOf(sampleExportFiles()));
      expect(res.statusCode).toBe(401);
    });

    it(`takes ${LINKEDIN_IMPORTS_PER_MINUTE} imports a minute from one user, then answers 429`, async () => {
      const { app, cookies } = await signedIn();
      const small = zipOf({ 'Skills.csv': linkedInCsv('Skills.csv', [{ Name: 'Go' }]) });
      for (let i = 0; i < LINKEDIN_IMPORTS_PER_MINUTE; i++) {
        expect((await sendExport(app, cookies, small)).statusCode).toBe(200);
      }
      const res = await sendExport(app, cookies, small);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests/);
    });
  });
}
