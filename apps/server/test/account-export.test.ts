import { apiPaths } from '@portfolio/shared/api';
import { waitFor } from '@portfolio/test-support/wait-for';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, createPortfolio, fullPortfolio } from './portfolio-helpers.ts';

/** A version's content at the form's limits: five lists of 30 items of 5 000 characters (~750 KB). */
function largeContent(seed: number) {
  const text = (i: number) => `${seed}-${i} `.padEnd(5000, 'lorem ipsum dolor sit amet ');
  const items = (make: (i: number) => Record<string, string>) =>
    Array.from({ length: 30 }, (_, i) => make(i));
  return {
    ...fullPortfolio,
    educations: items((i) => ({ schoolCollegeName: `School ${i}`, yourLearning: text(i) })),
    projects: items((i) => ({ title: `Project ${i}`, details: text(i) })),
    experiences: items((i) => ({ companyName: `Company ${i}`, summary: text(i) })),
    achievements: items((i) => ({ title: `Award ${i}`, description: text(i) })),
    articles: items((i) => ({ title: `Article ${i}`, description: text(i) })),
  };
}

describe.each(dialects)('downloading my data (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  /** 30 saved versions of ~750 KB each (a 22 MB download), written straight into the history. */
  async function withLargeHistory(portfolioId: string) {
    const portfolio = await t.app.db
      .selectFrom('portfolios')
      .selectAll()
      .where('id', '=', portfolioId)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 30; i += 1) {
      await t.app.db
        .insertInto('portfolio_versions')
        .values({
          id: uuidv7(),
          portfolio_id: portfolioId,
          title: portfolio.title,
          content: JSON.stringify(largeContent(i)),
          cover_image: portfolio.cover_image,
          cover_width: portfolio.cover_width,
          cover_height: portfolio.cover_height,
          summary: `Save ${i}`,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })
        .execute();
    }
  }

  it('streams large downloads two at a time and one per account, while other requests answer', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const owners: Jar[] = [site.owner];
    await withLargeHistory(site.id);
    for (const n of [1, 2]) {
      const cookies = await registerUser(t.app, {
        ...registration,
        userName: `owner_${n}`,
        email: `o${n}@example.com`,
      });
      const id = await createPortfolio(t.app, cookies, { ...fullPortfolio, hostingName: `owner-site-${n}` });
      // Every download is large: a small one could end, and free its slot, before the last request
      // of the ten reached the gate (they pass the session check in any order).
      await withLargeHistory(id);
      owners.push(cookies);
    }

    const download = (cookies: Jar) => t.app.inject({ method: 'GET', url: apiPaths.accountExport, cookies });
    const downloads = [0, 1, 2, 0, 1, 2, 0, 1, 0, 1].map((i) => ({
      owner: i,
      answer: download(owners[i] as Jar),
    }));
    const started = performance.now();
    const price = await t.app.inject({ method: 'GET', url: apiPaths.price });
    const priceMs = performance.now() - started;
    const answers = await Promise.all(downloads.map(async (d) => ({ owner: d.owner, res: await d.answer })));

    expect(price.statusCode).toBe(200);
    expect(priceMs).toBeLessThan(1000);
    const served = answers.filter(({ res }) => res.statusCode === 200);
    // Two at once, each of another account.
    expect(served).toHaveLength(2);
    expect(new Set(served.map(({ owner }) => owner)).size).toBe(2);
    for (const { res } of answers.filter(({ res }) => res.statusCode !== 200)) {
      expect([429, 503]).toContain(res.statusCode);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.some(({ res }) => res.statusCode === 429)).toBe(true);
    for (const { owner, res } of served) {
      const data = res.json();
      expect(data.account.email).toBe(owner === 0 ? registration.email : `o${owner}@example.com`);
      const history = data.portfolios[0].history;
      expect(history).toHaveLength(31);
      expect(history[29]).toMatchObject({ summary: 'Save 29', content: { projects: { length: 30 } } });
    }

    // Once they are done (their streams closed a moment after the last byte), anyone may download again.
    await waitFor(async () => (await download(owners[2] as Jar)).statusCode === 200, 'a free slot', {
      ms: 2000,
    });
  }, 120_000);
});
