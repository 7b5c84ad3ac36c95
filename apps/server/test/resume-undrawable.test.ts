import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, updatePortfolio } from './portfolio-helpers.ts';

/** What the PDF résumé cannot draw is never dropped silently: it is logged and told to the owner. */
describe.each(dialects)('characters the PDF résumé cannot draw (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function savedWithEmoji(options: { captureLogs?: boolean } = {}) {
    const site = await appWithLiveSite(dialect, {}, options);
    t = site.t;
    await updatePortfolio(site.app, site.owner, { ...fullPortfolio, _id: site.id, summary: 'Ship 🚀 fast' });
    return site;
  }

  it('are logged with their field when the résumé is made', async () => {
    const { id } = await savedWithEmoji({ captureLogs: true });
    await t?.app.close();
    const warnings = t?.logs.filter((line) => line.msg === 'the PDF résumé cannot draw some characters');
    expect(warnings?.at(-1)).toMatchObject({ portfolioId: id, field: 'summary', characters: ['🚀'] });
  });

  it("are listed with the owner's portfolio", async () => {
    const { app, owner } = await savedWithEmoji();
    const listed = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
    expect(listed.json().data[0].resumeUndrawable).toEqual([{ field: 'summary', characters: ['🚀'] }]);
  });
});
