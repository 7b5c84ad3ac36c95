import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './auth-helpers.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, readPdfText, updatePortfolio } from './portfolio-helpers.ts';

const siteFolder = (t: TestApp) => path.join(t.config.dataDir, 'files', 'sites', 'asha-rao');
const filesOf = (t: TestApp) => (fs.existsSync(siteFolder(t)) ? fs.readdirSync(siteFolder(t)) : []);

/**
 * The PDF résumé renders after the page, off the save's path, once publishes pause, and back-to-back
 * saves share renders (docs/decisions/035-a-publish-and-its-pdf-resume.md, 068). Closing the app waits for the résumés under
 * way, so what is on disk then is what the site keeps.
 */
describe.each(dialects)('the PDF résumé after saves one after another (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    const site = await appWithLiveSite(dialect, { PORT: '3000', ...env });
    t = site.t;
    const save = (fields: Record<string, string>) =>
      updatePortfolio(site.app, site.owner, { ...fullPortfolio, _id: site.id, ...fields });
    return { ...site, save };
  }

  it("is the résumé of the owner's last save, whatever renders the earlier saves started", async () => {
    const { t, save } = await start();
    for (let i = 1; i <= 6; i += 1) await save({ name: `Asha Rao ${i}` });
    await t.app.close();
    const text = await readPdfText(fs.readFileSync(path.join(siteFolder(t), 'resume.pdf')));
    expect(text).toContain('Asha Rao 6');
    expect(text).not.toMatch(/Asha Rao [1-5]/);
  });

  it('waits while saves follow one another, then is drawn once, from the last', async () => {
    // A quiet period far longer than a save, so that none of these saves finds the server quiet.
    const { t, save } = await start({ RESUME_QUIET_MS: '3000', RESUME_MAX_WAIT_MS: '60000' });
    const { publisher } = t.services;
    await publisher.resumesDone();
    const drawn = publisher.resumesDrawn();
    for (let i = 1; i <= 4; i += 1) await save({ name: `Asha Rao ${i}` });
    expect(publisher.resumesDrawn()).toBe(drawn);
    await publisher.resumesDone();
    expect(publisher.resumesDrawn()).toBe(drawn + 1);
    const text = await readPdfText(fs.readFileSync(path.join(siteFolder(t), 'resume.pdf')));
    expect(text).toContain('Asha Rao 4');
    expect(text).not.toMatch(/Asha Rao [1-3]/);
  });

  it('is not drawn again by a save that changes nothing it prints, and is by one that does', async () => {
    const { t, save } = await start();
    const { publisher } = t.services;
    await publisher.resumesDone();
    const drawn = publisher.resumesDrawn();
    for (let i = 0; i < 3; i += 1) await save({});
    await publisher.resumesDone();
    expect(publisher.resumesDrawn()).toBe(drawn);

    await save({ name: 'Asha Rao 2' });
    await publisher.resumesDone();
    expect(publisher.resumesDrawn()).toBe(drawn + 1);
    const text = await readPdfText(fs.readFileSync(path.join(siteFolder(t), 'resume.pdf')));
    expect(text).toContain('Asha Rao 2');
  });

  it('is drawn again when the stored file is not the one this server drew (another server wrote it, or it is gone)', async () => {
    const { t, save } = await start();
    const { publisher } = t.services;
    await publisher.resumesDone();
    const drawn = publisher.resumesDrawn();
    const file = path.join(siteFolder(t), 'resume.pdf');

    fs.writeFileSync(file, '%PDF-1.7 another server drew this from other content');
    await save({});
    await publisher.resumesDone();
    expect(publisher.resumesDrawn()).toBe(drawn + 1);
    expect(await readPdfText(fs.readFileSync(file))).toContain('Asha Rao');

    fs.rmSync(file);
    await save({});
    await publisher.resumesDone();
    expect(publisher.resumesDrawn()).toBe(drawn + 2);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('is removed with the site when the site goes offline right after a save', async () => {
    const { t, owner, id, save } = await start();
    await save({ name: 'Asha Rao 2' });
    const off = await postJson(t.app, owner, apiPaths.takeOffline, { portfolioId: id });
    expect(off.statusCode).toBe(200);
    await t.app.close();
    expect(filesOf(t)).toEqual([]);
  });

  it.each([
    ['deleted', apiPaths.deletePortfolio, { confirmHostingName: fullPortfolio.hostingName }],
    ['taken offline', apiPaths.takeOffline, {}],
  ] as const)(
    'is not written to a site %s while it was being drawn, once that is answered',
    async (_, call, body) => {
      const { t, owner, id, save } = await start();
      const { publisher, storage } = t.services;
      await publisher.resumesDone();
      // Every file stored for the site after its owner was told it is gone.
      const put = storage.put.bind(storage);
      let answered = false;
      const late: string[] = [];
      storage.put = async (key, data, contentType) => {
        if (answered && key.startsWith('sites/asha-rao/')) late.push(key);
        return put(key, data, contentType);
      };
      await save({ name: 'Asha Rao 2' });
      const response = await postJson(t.app, owner, call, { portfolioId: id, ...body });
      answered = true;
      expect(response.statusCode).toBe(200);
      expect(filesOf(t)).toEqual([]);
      await t.app.close();
      expect(late).toEqual([]);
      expect(filesOf(t)).toEqual([]);
    },
  );
});
