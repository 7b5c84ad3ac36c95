import { apiPaths } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { type DialectName, dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio, publishPortfolio } from './portfolio-helpers.ts';

/** Messages a visitor left on the site, as the contact form stores them; returns their ids. */
async function leaveMessages(app: FastifyInstance, portfolioId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => uuidv7());
  for (const id of ids) {
    await app.db
      .insertInto('site_messages')
      .values({
        id,
        portfolio_id: portfolioId,
        name: 'Ravi Kumar',
        email: 'ravi@example.org',
        message: 'Loved your work. Can we talk?',
        created_at: new Date().toISOString(),
        read_at: null,
      })
      .execute();
  }
  return ids;
}

async function listed(app: FastifyInstance, cookies: Jar): Promise<PortfolioDetail[]> {
  const list = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies });
  expect(list.statusCode).toBe(200);
  return list.json().data;
}

const countsOf = (portfolios: PortfolioDetail[]) =>
  Object.fromEntries(
    portfolios.map((p) => [
      p.hostingName,
      { messageCount: p.messageCount, unreadMessages: p.unreadMessages },
    ]),
  );

describe.each(dialects)("the messages on each site of the owner's list (%s)", (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('counts all and unread messages per site, the owner’s own only', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const { app, owner, id: siteA } = site;
    const siteB = await publishPortfolio(app, owner, { ...fullPortfolio, hostingName: 'asha-studio' });
    const other = await registerUser(app, {
      userName: 'mallory',
      fullName: 'Mallory',
      email: 'mallory@example.com',
      password: 'a very long password',
    });
    const otherSite = await publishPortfolio(app, other, { ...fullPortfolio, hostingName: 'mallory' });

    await leaveMessages(app, siteA, 2);
    const [onB] = await leaveMessages(app, siteB, 1);
    await leaveMessages(app, otherSite, 3);
    const read = await app.inject({
      method: 'POST',
      url: apiPaths.siteMessageRead,
      cookies: owner,
      payload: { id: onB, read: true },
    });
    expect(read.statusCode).toBe(200);

    expect(countsOf(await listed(app, owner))).toEqual({
      'asha-rao': { messageCount: 2, unreadMessages: 2 },
      'asha-studio': { messageCount: 1, unreadMessages: 0 },
    });
    expect(countsOf(await listed(app, other))).toEqual({ mallory: { messageCount: 3, unreadMessages: 3 } });
  });

  it('keeps the messages of a site taken offline and counts none for a site without any', async () => {
    const site = await appWithLiveSite(dialect);
    t = site.t;
    const { app, owner, id } = site;
    expect(countsOf(await listed(app, owner))).toEqual({
      'asha-rao': { messageCount: 0, unreadMessages: 0 },
    });
    await leaveMessages(app, id, 1);
    await app.db.updateTable('portfolios').set({ status: 'offline' }).where('id', '=', id).execute();
    expect(countsOf(await listed(app, owner))).toEqual({
      'asha-rao': { messageCount: 1, unreadMessages: 1 },
    });
  });
});
