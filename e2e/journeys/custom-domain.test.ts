import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caddyInstalled,
  overTls,
  type RunningCaddy,
  startCaddy,
} from '../../apps/server/test/caddy-fixture.ts';
import { startDns } from '../../apps/server/test/dns-fixture.ts';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { livePortfolio, savePortfolio } from '../support/portfolios.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { toastWith } from '../support/toasts.ts';

type Dns = Awaited<ReturnType<typeof startDns>>;
type Shown = { type: string; name: string; value: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const APP_DOMAIN = 'app.test';
const SITES_DOMAIN = 'sites.test';

// The owner's own domain, end to end: a server whose sites live under sites.test and whose DNS
// questions go to a DNS server this file runs (dns2, as in the server suite), with Caddy in front
// (deploy/Caddyfile, its internal CA) serving connected domains over real TLS.
describe.runIf(caddyInstalled())('custom domains', () => {
  const { openPage, allowConsoleError } = useBrowser();
  let dns: Dns;
  let server: RunningServer;
  let caddy: RunningCaddy;

  beforeAll(async () => {
    dns = await startDns();
    server = await startServer({
      SITES_DOMAIN,
      APP_DOMAIN,
      SITES_URL: `https://{name}.${SITES_DOMAIN}/`,
      DNS_SERVERS: dns.server,
      SEED_DEMO: 'false',
    });
    caddy = await startCaddy({ appPort: server.port, appDomain: APP_DOMAIN });
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
    await dns?.close();
  });

  async function openManage(page: Page, title: string) {
    await page.goto('/templates');
    await page.getByRole('article', { name: title }).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Update Portfolio' }).waitFor();
  }

  const toggle = (page: Page) => page.getByRole('button', { name: /^Custom domain/ });
  const domainField = (page: Page) => page.getByLabel('Your domain');
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  /** The records the page tells the owner to create: the table on a wide screen, its cards on a phone. */
  async function recordsShown(page: Page, domain: string, narrow = false): Promise<Shown[]> {
    const name = `DNS records to create for ${domain}`;
    if (!narrow) {
      const rows = page.getByRole('table', { name }).locator('tbody tr');
      await rows.first().waitFor();
      return Promise.all(
        (await rows.all()).map(async (row) => ({
          type: ((await row.locator('td').nth(0).textContent()) ?? '').trim(),
          name: (await row.locator('td').nth(1).locator('code').textContent()) ?? '',
          value: (await row.locator('td').nth(2).locator('code').textContent()) ?? '',
        })),
      );
    }
    const items = page.getByRole('list', { name }).getByRole('listitem');
    await items.first().waitFor();
    return Promise.all(
      (await items.all()).map(async (item) => ({
        type: ((await item.locator('dd').nth(0).textContent()) ?? '').trim(),
        name: (await item.locator('dd').nth(1).locator('code').textContent()) ?? '',
        value: (await item.locator('dd').nth(2).locator('code').textContent()) ?? '',
      })),
    );
  }

  /** Creates the records as shown at the DNS server, as the owner would at their provider. */
  function createRecords(records: Shown[]) {
    for (const record of records) {
      dns.set(record.name, { type: record.type as 'CNAME' | 'TXT', value: record.value });
    }
  }

  /** The site over TLS through Caddy, trusting only Caddy's root certificate; undefined if refused. */
  const siteOverTls = (host: string) => overTls(caddy.httpsPort, host, caddy.rootCa).catch(() => undefined);

  async function waitForSite(host: string, heading: string) {
    const until = Date.now() + 20_000;
    let last = '';
    while (Date.now() < until) {
      const answer = await siteOverTls(host);
      if (answer?.status === 200 && answer.body.includes(heading)) return;
      last = answer ? `${answer.status} ${answer.body.slice(0, 200)}` : 'no TLS connection';
      await new Promise((r) => setTimeout(r, 200));
    }
    expect.fail(`https://${host}:${caddy.httpsPort}/ did not serve the site: ${last}`);
  }

  /** Changes a domain's row as the daily re-check would have, days ago (the clock cannot wait a week). */
  function markNeedsAttention(domain: string, failingSince: Date) {
    const db = new DatabaseSync(path.join(server.dataDir, 'app.db'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare(
        "update custom_domains set status = 'needs_attention', failing_since = ? where domain = ?",
      ).run(failingSince.toISOString(), domain);
    } finally {
      db.close();
    }
  }

  const longDate = (date: Date) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(date);

  it('connects www.example.test: refused names, the records to create, a wrong record, Verify, the site over TLS through Caddy, the card, and removal', async () => {
    const person = newPerson('owner');
    const hostingName = `dom-${person.userName}`;
    const siteHeading = `<h1>${person.fullName}</h1>`;
    const page = await openPage('/', 'wide', { server: server.baseURL });
    await register(page, person, server.baseURL);
    await livePortfolio(page, hostingName, 'Domain Owner');
    await openManage(page, 'Domain Owner');

    // No domain yet: the section starts closed and opens under its heading.
    const sectionToggle = toggle(page);
    expect(await sectionToggle.getAttribute('aria-expanded')).toBe('false');
    await sectionToggle.click();
    expect(await sectionToggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('For example www.example.com', { exact: false }).waitFor();

    // Names that cannot be a domain are refused in the page with the shared rules' words…
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/userData/customdomain')) {
        posted.push(request.postData() ?? '');
      }
    });
    const field = domainField(page);
    const add = page.getByRole('button', { name: 'Add domain' });
    for (const [typed, message] of [
      ['203.0.113.7', 'Enter a domain name, not an IP address'],
      ['www.localhost', 'localhost and its sub-domains cannot be a custom domain'],
      [
        'my site.example',
        'Enter a domain name such as www.example.com: letters, digits and hyphens, with dots between the parts',
      ],
    ] as const) {
      await field.fill(typed);
      await add.click();
      await page.getByText(message, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await isFocused(field)).toBe(true);
    }
    expect(posted).toEqual([]);
    // …and the server's own refusals are shown as they come.
    for (const [typed, message] of [
      [`www.${APP_DOMAIN}`, "That is Portfolio Maker's own domain"],
      [
        `${hostingName}.${SITES_DOMAIN}`,
        'Names under our sites domain are already yours: pick a domain you own',
      ],
    ] as const) {
      await field.fill(typed);
      await add.click();
      await page.getByText(message, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posted).toHaveLength(2);

    // Added: the two records to create, in a table, and the focus on what to do next.
    await field.fill('https://WWW.Example.TEST/');
    await add.click();
    const recordsHeading = page.getByRole('heading', {
      name: 'Create these two records for www.example.test',
    });
    await recordsHeading.waitFor();
    expect(await isFocused(recordsHeading)).toBe(true);
    expect(await sectionToggle.textContent()).toContain('Not connected yet');
    const records = await recordsShown(page, 'www.example.test');
    expect(records).toEqual([
      { type: 'CNAME', name: 'www.example.test', value: `${hostingName}.${SITES_DOMAIN}` },
      {
        type: 'TXT',
        name: '_portfolio-maker.www.example.test',
        value: expect.stringMatching(/^pm-verify=\S{10,}$/),
      },
    ]);
    const token = records[1]?.value ?? '';
    await page.getByText('DNS changes can take a while to be seen', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy the name of the CNAME record' }).waitFor();
    await page.getByRole('button', { name: 'Copy the value of the TXT record' }).waitFor();
    await expectAccessible(page);

    // DNS that does not answer: the button is busy while the server waits, then says so (a 503).
    allowConsoleError(/status of 503/);
    dns.silence(true);
    const verify = page.getByRole('button', { name: /^(Verify|Checking your records…)$/ });
    await verify.click();
    await page.getByRole('button', { name: 'Checking your records…' }).waitFor();
    expect(await verify.getAttribute('aria-disabled')).toBe('true');
    await page
      .getByRole('alert')
      .getByText('We could not reach DNS to check your records. Please try again in a moment.', {
        exact: true,
      })
      .waitFor();
    expect(await verify.textContent()).toBe('Verify');
    dns.silence(false);

    // A CNAME pointing elsewhere and someone else's code: the server says what is wrong, in words,
    // without repeating what DNS holds.
    dns.set('www.example.test', { type: 'CNAME', value: 'parked.example.net' });
    dns.set('_portfolio-maker.www.example.test', { type: 'TXT', value: 'pm-verify=someone-else' });
    await verify.click();
    const found = page.getByRole('list', { name: 'What the last check found' });
    await found
      .getByText(`www.example.test points elsewhere, not to ${hostingName}.${SITES_DOMAIN}.`, {
        exact: false,
      })
      .waitFor();
    await found
      .getByText(
        `The TXT record _portfolio-maker.www.example.test does not hold your code. Set its value to ${token}.`,
        { exact: false },
      )
      .waitFor();
    expect(await found.textContent()).not.toContain('parked.example.net');
    expect(await found.textContent()).not.toContain('someone-else');
    expect(await found.getByText('To fix (CNAME record):', { exact: true }).count()).toBe(1);
    expect(await found.getByText('To fix (TXT record):', { exact: true }).count()).toBe(1);
    await page
      .locator('[aria-live="polite"]')
      .getByText('Neither record is right yet.', { exact: false })
      .waitFor({ state: 'attached' });
    expect((await siteOverTls('www.example.test'))?.body ?? '').not.toContain(siteHeading);

    // The records as shown: Verify connects the domain.
    createRecords(records);
    await verify.click();
    const connected = page.getByText('Your portfolio answers at', { exact: false });
    await connected.waitFor();
    expect(await isFocused(connected)).toBe(true);
    expect(await sectionToggle.textContent()).toContain('Connected');
    const link = page.getByRole('link', { name: 'www.example.test (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('https://www.example.test/');
    await page.getByText('may take a few minutes', { exact: false }).first().waitFor();
    await page
      .locator('[aria-live="polite"]')
      .getByText('Your domain is connected. It may take a few minutes for its certificate to be issued.', {
        exact: true,
      })
      .waitFor({ state: 'attached' });
    await expectAccessible(page);

    // Through Caddy, over TLS, the domain gets its certificate and serves the owner's site.
    await waitForSite('www.example.test', siteHeading);

    // The card on /templates shows the domain as the live address.
    await page.goto('/templates');
    const card = page.getByRole('article', { name: 'Domain Owner' });
    await card.getByText('https://www.example.test/', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: /View Live/ }).getAttribute('href')).toBe(
      'https://www.example.test/',
    );
    expect(await card.getByText('Domain not connected yet', { exact: false }).count()).toBe(0);

    // Remove, after a confirmation that Escape or 'Keep the domain' leaves alone.
    await openManage(page, 'Domain Owner');
    await toggle(page).click();
    const remove = page.getByRole('button', { name: 'Remove domain' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Remove www.example.test?' });
    await confirm.getByText('stops answering at', { exact: false }).waitFor();
    expect(await isFocused(confirm.getByRole('button', { name: 'Keep the domain' }))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await isFocused(remove)).toBe(true);
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove domain' }).click();
    await toastWith(
      page,
      'The domain is no longer connected: your site answers at its usual address only.',
    ).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await domainField(page).waitFor();
    expect(await isFocused(domainField(page))).toBe(true);

    // The same request no longer gets the site (the certificate Caddy kept leads to the app, not the site).
    const after = await siteOverTls('www.example.test');
    expect(after?.body ?? '').not.toContain(siteHeading);
    await page.goto('/templates');
    await page
      .getByRole('article', { name: 'Domain Owner' })
      .getByText(`https://${hostingName}.${SITES_DOMAIN}/`, { exact: true })
      .waitFor();
  });

  it('on a phone: opened from the keyboard, a pending domain and one that needs attention, on the card and on Manage', async () => {
    const person = newPerson('phone');
    const hostingName = `dom-${person.userName}`;
    const domain = 'shop.example.test';
    const page = await openPage('/', 'narrow', { server: server.baseURL });
    await register(page, person, server.baseURL);

    // A portfolio not paid for yet: the section says a domain comes once it is live.
    await savePortfolio(page, `${hostingName}-x`, 'Unpaid Draft');
    await page.getByRole('dialog', { name: 'Complete Your Payment' }).waitFor();
    await openManage(page, 'Unpaid Draft');
    await toggle(page).click();
    await page
      .getByText('Once your portfolio is live you can connect a domain you own here', { exact: false })
      .waitFor();
    expect(await domainField(page).count()).toBe(0);

    await livePortfolio(page, hostingName, 'Phone Owner');
    await openManage(page, 'Phone Owner');

    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await domainField(page).focus();
    await page.keyboard.type(domain);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Create these two records for ${domain}` }).waitFor();
    const records = await recordsShown(page, domain, true);
    expect(records.map((r) => [r.type, r.name])).toEqual([
      ['CNAME', domain],
      ['TXT', `_portfolio-maker.${domain}`],
    ]);
    const copy = page.getByRole('button', { name: 'Copy the value of the TXT record' });
    await copy.click();
    await page.getByText('Copied!', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    // The card says the domain is not connected yet.
    await page.goto('/templates');
    const card = page.getByRole('article', { name: 'Phone Owner' });
    await card
      .getByText(`${domain} waits for its DNS records: create them, then press Verify in Manage.`, {
        exact: false,
      })
      .waitFor();
    await card.getByText('Domain not connected yet:', { exact: true }).waitFor();

    // Connected, then its records go missing and the daily check marks it: two days ago.
    createRecords(records);
    await openManage(page, 'Phone Owner');
    // Pending: the section is open by itself.
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your portfolio answers at', { exact: false }).waitFor();
    dns.clear(domain);
    dns.clear(`_portfolio-maker.${domain}`);
    // What the daily check would find, through the real lookup (a connected domain stays connected).
    const checked = await page.evaluate(async (portfolioTitle) => {
      const list = await (await fetch('/api/v1/userData/getusersportfoliodata')).json();
      const id = list.data.find((p: { title: string }) => p.title === portfolioTitle)._id;
      const response = await fetch('/api/v1/userData/customdomain/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ portfolioId: id }),
      });
      return response.json();
    }, 'Phone Owner');
    expect(checked.data.checks.map((c: { ok: boolean }) => c.ok)).toEqual([false, false]);
    const failingSince = new Date(Date.now() - 2 * DAY_MS);
    markNeedsAttention(domain, failingSince);

    await page.goto('/templates');
    const stopsAt = new Date(failingSince.getTime() + 7 * DAY_MS);
    const notice = card.getByText(`The DNS records of ${domain} are missing or wrong.`, { exact: false });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`It still shows your portfolio until ${longDate(stopsAt)}`);
    await card.getByText('Domain needs attention:', { exact: true }).waitFor();
    // Still served during its 7 days.
    await waitForSite(domain, `<h1>${person.fullName}</h1>`);
    await expectAccessible(page);

    // Manage opens the section by itself: what is wrong, until when it is still served.
    await openManage(page, 'Phone Owner');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page).textContent()).toContain('Needs attention');
    const warning = page.getByText(`Your portfolio still answers at ${domain} until ${longDate(stopsAt)}`, {
      exact: false,
    });
    await warning.waitFor();
    const found = page.getByRole('list', { name: 'What the last check found' });
    await found
      .getByText(`There is no TXT record _portfolio-maker.${domain} yet.`, { exact: false })
      .waitFor();
    await expectAccessible(page);

    // Records back, Verify: connected again.
    createRecords(records);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your portfolio answers at', { exact: false }).waitFor();
    expect(await toggle(page).textContent()).toContain('Connected');

    // A domain whose 7 days are over: the card says since when it no longer shows the site.
    const longAgo = new Date(Date.now() - 8 * DAY_MS);
    markNeedsAttention(domain, longAgo);
    await page.goto('/templates');
    await card
      .getByText(
        `It stopped showing your portfolio on ${longDate(new Date(longAgo.getTime() + 7 * DAY_MS))}`,
        { exact: false },
      )
      .waitFor();
  });
});
