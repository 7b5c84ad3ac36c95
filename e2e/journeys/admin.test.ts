import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, register, signInWithCode } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { mainNav, useBrowser } from '../support/browser.ts';
import { ADMIN_EMAIL } from '../support/global-setup.ts';
import { newPerson } from '../support/mailbox.ts';

const { openPage, allowConsoleError } = useBrowser();

/** Rows of each list the journey pages through (the figure). */
const TARGET = 57;
const PAGE_SIZES = [5, 10, 20] as const;
const run = Date.now().toString(36);

type TableName = 'users' | 'contact_messages' | 'template_messages' | 'notification_emails' | 'orders';
type Row = Record<string, unknown>;

/** A list as the database holds it and as the admin screens show it. */
type List = {
  table: TableName;
  caption: string;
  select: string;
  cells: (row: Row) => string[];
  /** The Messages tab, for the message lists. */
  tab?: { name: string; param: string };
  /** What follows FROM when the list is not the whole table, and its order, newest first. */
  from?: string;
  order?: string;
};

const lists = {
  users: {
    table: 'users',
    caption: 'Users',
    select: 'id, user_name, email',
    cells: (r) => [String(r.id), String(r.user_name), String(r.email)],
  },
  contact: {
    table: 'contact_messages',
    caption: 'Contact messages',
    select: 'name, email, message',
    cells: (r) => [String(r.name), String(r.email), String(r.message)],
    tab: { name: 'ContactUs', param: 'contact' },
  },
  templates: {
    table: 'template_messages',
    caption: 'Template messages',
    select: 'email, email_text',
    cells: (r) => [String(r.email), String(r.email_text)],
    tab: { name: 'Templates', param: 'templates' },
  },
  notifications: {
    table: 'notification_emails',
    caption: 'Notification e-mails',
    select: 'email, is_active',
    cells: (r) => [String(r.email), r.is_active ? 'Active' : 'Inactive'],
    tab: { name: 'Notifications', param: 'notifications' },
  },
  refunds: {
    table: 'orders',
    from: "orders join users on users.id = orders.user_id where orders.status = 'refund_due'",
    order: 'orders.paid_at desc, orders.id desc',
    caption: 'Refunds',
    select: 'orders.hosting_name, users.email, orders.amount, orders.payment_id, orders.note, orders.paid_at',
    cells: (r) => [
      String(r.hosting_name),
      String(r.email),
      `₹${Number(r.amount) / 100}`,
      String(r.payment_id),
      String(r.note),
      // A date is read by its machine-readable form (shownRows): the browser formats the text.
      String(r.paid_at),
    ],
    tab: { name: 'Refunds', param: 'refunds' },
  },
} satisfies Record<string, List>;

const messageLists = [lists.contact, lists.templates, lists.notifications];

function withDb<T>(use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'app.db'));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

function count(table: TableName): number {
  return withDb((db) => Number(db.prepare(`select count(*) as n from ${table}`).get()?.n));
}

function listCount(list: List): number {
  return withDb((db) => Number(db.prepare(`select count(*) as n from ${list.from ?? list.table}`).get()?.n));
}

/** The rows of one page, as the server orders them: newest first, the id breaking ties. */
function expectedRows(list: List, pageIndex: number, pageSize: number): string[][] {
  const order = list.order ?? 'created_at desc, id desc';
  return withDb((db) =>
    db
      .prepare(`select ${list.select} from ${list.from ?? list.table} order by ${order} limit ? offset ?`)
      .all(pageSize, pageIndex * pageSize)
      .map((row) => list.cells(row)),
  );
}

/** Timestamps older than anything a journey creates, one minute apart, in insertion order. */
const seedTime = (i: number) => new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString();

const longMessage = `Could you add a dark theme? ${'The portfolio should look good at night as well, '.repeat(6)}Thanks! https://example.com/a-very-long-link-without-any-spaces-that-must-still-wrap-inside-its-cell`;

function insertUser(db: DatabaseSync, user: { name: string; role: 'USER' | 'ADMIN'; createdAt: string }) {
  const id = randomUUID();
  db.prepare(
    `insert into users (id, user_name, user_name_key, full_name, email, password_hash, role, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    user.name,
    user.name.toLowerCase(),
    `Seeded ${user.name}`,
    `${user.name.toLowerCase()}@e2e.test`,
    'seeded: signs in with a mailed code only',
    user.role,
    user.createdAt,
  );
  return { id, email: `${user.name.toLowerCase()}@e2e.test` };
}

/** Adds seeded rows until the table holds `target` (other journeys share the database). */
function topUp(table: TableName, target: number): number {
  const missing = Math.max(0, target - count(table));
  withDb((db) => {
    for (let i = 0; i < missing; i += 1) {
      const createdAt = seedTime(i);
      const email = `seed${run}${table.slice(0, 2)}${i}@e2e.test`;
      if (table === 'users') {
        insertUser(db, { name: `seed${run}u${i}`, role: 'USER', createdAt });
      } else if (table === 'contact_messages') {
        db.prepare(
          'insert into contact_messages (id, name, email, message, created_at) values (?, ?, ?, ?, ?)',
        ).run(
          randomUUID(),
          `Visitor ${i}`,
          email,
          `Question number ${i}: how long does deployment take?`,
          createdAt,
        );
      } else if (table === 'template_messages') {
        const owner = db.prepare('select id from users order by created_at limit 1').get();
        db.prepare(
          'insert into template_messages (id, user_id, email, email_text, created_at) values (?, ?, ?, ?, ?)',
        ).run(randomUUID(), String(owner?.id), email, `Please send me the template (${i}).`, createdAt);
      } else {
        db.prepare(
          'insert into notification_emails (id, email, is_active, created_at, updated_at) values (?, ?, ?, ?, ?)',
        ).run(randomUUID(), email, i % 3 === 0 ? 0 : 1, createdAt, createdAt);
      }
    }
  });
  return count(table);
}

/** Payments owed back (a second payment for a portfolio already paid), as the server records them. */
const REFUNDS = 7;

function seedRefunds() {
  withDb((db) => {
    const owner = insertUser(db, { name: `refund${run}`, role: 'USER', createdAt: seedTime(0) });
    const portfolioId = randomUUID();
    const name = `refund-${run}`;
    db.prepare(
      `insert into portfolios (id, user_id, hosting_name, title, content, cover_image, cover_width, cover_height,
         status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      portfolioId,
      owner.id,
      name,
      'Paid twice',
      '{}',
      '/uploads/covers/none.webp',
      640,
      400,
      'live',
      seedTime(0),
      seedTime(0),
    );
    for (let i = 0; i < REFUNDS; i += 1) {
      const paymentId = `pay_${run}_${i}`;
      db.prepare(
        `insert into orders (id, user_id, portfolio_id, hosting_name, provider, amount, currency, status, payment_id,
           note, created_at, paid_at) values (?, ?, ?, ?, 'sandbox', ?, 'INR', 'refund_due', ?, ?, ?, ?)`,
      ).run(
        randomUUID(),
        owner.id,
        portfolioId,
        name,
        9900 + i * 100,
        paymentId,
        `Refund ₹${99 + i}.00 (payment ${paymentId}): ${name} was already paid by order ${run}.`,
        seedTime(i),
        seedTime(i),
      );
    }
  });
}

/** Administrators made in the database (as `npm run admin -- grant` would), one per test that needs one. */
const seededAdmins: string[] = [];

beforeAll(() => {
  withDb((db) => {
    for (let k = 0; k < 4; k += 1) {
      seededAdmins.push(
        insertUser(db, { name: `admin${run}s${k}`, role: 'ADMIN', createdAt: seedTime(-1) }).email,
      );
    }
    // The newest contact message is a long one: the narrow screen shows that it wraps.
    db.prepare(
      'insert into contact_messages (id, name, email, message, created_at) values (?, ?, ?, ?, ?)',
    ).run(randomUUID(), 'Asha Long', `long${run}@e2e.test`, longMessage, new Date().toISOString());
  });
  for (const list of messageLists) topUp(list.table, TARGET);
  seedRefunds();
});

/** Signs in through the API, as the login dialog does; the page's context keeps the cookies. */

async function openAsAdmin(adminEmail: string, target: string, viewport: 'wide' | 'narrow' = 'wide') {
  // Signed in before any app page runs: an app page's own session check could otherwise race the
  // sign-in, and a renewal answer lost to the next navigation reads as a replayed token.
  const page = await openPage('/robots.txt', viewport);
  await signInWithCode(page, adminEmail);
  await page.goto(target);
  return page;
}

const rangeText = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/);
/** The rows of a list as shown: a table on wide screens, a card per row on narrow ones. */
const table = (page: Page, list: List) =>
  page.getByRole('table', { name: list.caption }).or(page.getByRole('list', { name: list.caption }));
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next page' });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous page' });
const rowsPerPage = (page: Page) => page.getByLabel('Rows per page');

async function shownRows(view: Locator): Promise<string[][]> {
  return view.evaluateAll((elements) =>
    elements.flatMap((element) =>
      element.tagName === 'TABLE'
        ? Array.from(element.querySelectorAll('tbody tr'), (row) =>
            Array.from(
              row.querySelectorAll('td'),
              (td) => td.querySelector('time')?.dateTime ?? td.textContent ?? '',
            ),
          )
        : Array.from(element.querySelectorAll(':scope > li'), (card) =>
            Array.from(
              card.querySelectorAll('dd'),
              (dd) => dd.querySelector('time')?.dateTime ?? dd.textContent ?? '',
            ),
          ),
    ),
  );
}

function range(pageIndex: number, pageSize: number, total: number) {
  return `${pageIndex * pageSize + 1}–${Math.min((pageIndex + 1) * pageSize, total)} of ${total}`;
}

/**
 * Opens a Messages tab and waits until it is the selected one, so that the controls the tabs share
 * (rows per page, the range) are not used while the previous tab is still on screen.
 */
async function openTab(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
}

/** Waits until the page shows this page of the list, with the right rows and range, and not busy. */
async function expectPage(page: Page, list: List, pageIndex: number, pageSize: number) {
  const total = listCount(list);
  const expected = {
    range: [range(pageIndex, pageSize, total)],
    rows: expectedRows(list, pageIndex, pageSize),
    busy: ['false'],
  };
  await expect
    .poll(
      // Reads that never wait: the poll decides how long to wait.
      async () => ({
        range: await rangeText(page).allTextContents(),
        rows: await shownRows(table(page, list)),
        busy: await table(page, list).evaluateAll((tables) => tables.map((t) => t.getAttribute('aria-busy'))),
      }),
      // Generous: on a loaded two-core machine a page of a list can take seconds to arrive.
      { timeout: 20_000, interval: 50 },
    )
    .toEqual(expected);
}

function expectAddress(page: Page, expected: Record<string, string>) {
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toEqual(expected);
}

/** Every page at 5, then 10, then 20 rows, starting on the first page at 5. */
async function pageThroughEverySize(page: Page, list: List, fixed: Record<string, string> = {}) {
  const total = listCount(list);
  for (const size of PAGE_SIZES) {
    if (size !== PAGE_SIZES[0]) {
      // We are on the last page at the previous size: a new size starts again from the first page.
      await rowsPerPage(page).selectOption(String(size));
    }
    const pages = Math.ceil(total / size);
    for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
      if (pageIndex > 0) await nextButton(page).click();
      await expectPage(page, list, pageIndex, size);
      expectAddress(page, {
        ...fixed,
        ...(pageIndex > 0 ? { page: String(pageIndex + 1) } : {}),
        ...(size !== 5 ? { limit: String(size) } : {}),
      });
      expect(await previousButton(page).getAttribute('aria-disabled')).toBe(String(pageIndex === 0));
    }
    expect(await nextButton(page).getAttribute('aria-disabled')).toBe('true');
  }
  await previousButton(page).click();
  await expectPage(page, list, Math.ceil(total / 20) - 2, 20);
}

/** Records admin content that ever reached the page, and every call to the admin API. */
async function watchForAdminContent(page: Page) {
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/')) adminCalls.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { adminContentSeen: seen });
    new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (
        heading === 'Users List' ||
        heading === 'Messages' ||
        document.querySelector('table, [role=tablist]')
      ) {
        seen.push(`${location.pathname}: ${heading}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    /** Call before leaving the document: each new document starts a new record. */
    async expectNoneSeen() {
      expect(
        await page.evaluate(() => (window as unknown as { adminContentSeen: string[] }).adminContentSeen),
      ).toEqual([]);
      expect(adminCalls).toEqual([]);
    },
  };
}

describe('admin pages', () => {
  it('sends an anonymous visitor to /login and a USER to /, showing neither any admin content', async () => {
    const visitor = await openPage('/');
    const visitorWatch = await watchForAdminContent(visitor);
    for (const target of ['/userslist', '/messages?tab=templates&page=2']) {
      await visitor.goto(target);
      await visitor.waitForURL((url) => url.pathname === '/login');
      await visitor.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await visitorWatch.expectNoneSeen();
    }
    const anonymous = await visitor.request.get('/api/v1/admin/userlist?page=0&limit=5');
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).message).toBe('You are not signed in.');

    const user = await openPage('/');
    const userWatch = await watchForAdminContent(user);
    await register(user, newPerson('plain'));
    await mainNav(user).getByRole('link', { name: 'Home' }).waitFor();
    expect(await mainNav(user).getByRole('link', { name: 'Users' }).count()).toBe(0);
    for (const target of ['/userslist', '/messages']) {
      await user.goto(target);
      await user.waitForURL((url) => url.pathname === '/');
      await user.getByRole('heading', { level: 1 }).waitFor();
      expect(await user.title()).not.toContain(target === '/messages' ? 'Messages' : 'Users List');
      await userWatch.expectNoneSeen();
    }
    // The access token may have expired during the journey: renew it, as the app would, then ask.
    expect((await user.request.get('/api/v1/auth/refresh')).status()).toBe(200);
    const refused = await user.request.get('/api/v1/admin/contactmessages?page=0&limit=5');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This page is for administrators only.');
  });

  it('lets the administrator in from the navigation, with titles, totals and no axe-core findings', async () => {
    const page = await openPage('/');
    const known = withDb((db) => db.prepare('select 1 from users where email = ?').get(ADMIN_EMAIL));
    if (known) await logIn(page, ADMIN_EMAIL);
    else await register(page, { ...newPerson('admin'), email: ADMIN_EMAIL });

    await mainNav(page).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/userslist');
    await page.getByRole('heading', { level: 1, name: 'Users List' }).waitFor();
    await expectPage(page, lists.users, 0, 5);
    expect(await page.title()).toBe('Users List | Portfolio Maker');
    expect(await table(page, lists.users).getByRole('columnheader').allTextContents()).toEqual([
      'ID',
      'Name',
      'Email',
    ]);
    await expectAccessible(page);

    await mainNav(page).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(await page.title()).toBe('Messages | Portfolio Maker');
    const tabs = page.getByRole('tablist', { name: 'Messages' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['ContactUs', 'Templates', 'Notifications', 'Refunds']);
    for (const [list, headers] of [
      [lists.contact, ['Name', 'Email', 'Message']],
      [lists.templates, ['Email', 'EmailText']],
      [lists.notifications, ['Email', 'Reminder']],
      [lists.refunds, ['Hosting Name', 'Email', 'Amount', 'Payment ID', 'Note', 'Received']],
    ] as const) {
      await openTab(page, list.tab.name);
      await expectPage(page, list, 0, 5);
      expect(listCount(list)).toBeGreaterThanOrEqual(list === lists.refunds ? REFUNDS : TARGET);
      expect(await table(page, list).getByRole('columnheader').allTextContents()).toEqual(headers);
      const panel = page.getByRole('tabpanel', { name: list.tab.name });
      expect(await panel.getByRole('table', { name: list.caption }).count()).toBe(1);
      await expectAccessible(page);
    }
  });

  it('pages through the users at 5, 10 and 20 rows with exact counts', async () => {
    // Every account this journey makes exists by now; seeded users bring the list to 57.
    const total = topUp('users', TARGET);
    expect(total).toBeGreaterThanOrEqual(TARGET);
    const page = await openAsAdmin(seededAdmins[0] as string, '/userslist');
    await expectPage(page, lists.users, 0, 5);
    await pageThroughEverySize(page, lists.users);
  });

  it('pages through every Messages tab at 5, 10 and 20 rows with exact counts', async () => {
    const page = await openAsAdmin(seededAdmins[1] as string, '/messages');
    for (const list of messageLists) {
      expect(count(list.table)).toBeGreaterThanOrEqual(TARGET);
      await openTab(page, list.tab.name);
      // A tab opens on its first page; rows per page carry over from the tab before.
      await rowsPerPage(page).selectOption('5');
      await expectPage(page, list, 0, 5);
      await pageThroughEverySize(page, list, list.tab.param === 'contact' ? {} : { tab: list.tab.param });
    }

    // The fourth tab: refunds owed, paged the same way.
    await openTab(page, 'Refunds');
    await rowsPerPage(page).selectOption('5');
    await expectPage(page, lists.refunds, 0, 5);
    await nextButton(page).click();
    await expectPage(page, lists.refunds, 1, 5);
    expectAddress(page, { tab: 'refunds', page: '2' });
    const received = table(page, lists.refunds).locator('time').first();
    expect(await received.textContent()).toMatch(/\b20\d\d\b/);
  });

  it('keeps the tab and page in the address: reload and Back work, nonsense falls back', async () => {
    const page = await openAsAdmin(seededAdmins[2] as string, '/messages');
    await expectPage(page, lists.contact, 0, 5);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expectPage(page, lists.templates, 0, 5);
    await nextButton(page).click();
    await expectPage(page, lists.templates, 1, 5);
    await nextButton(page).click();
    await expectPage(page, lists.templates, 2, 5);
    expectAddress(page, { tab: 'templates', page: '3' });

    await page.reload();
    await expectPage(page, lists.templates, 2, 5);
    expect(await page.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');

    await page.goBack();
    await expectPage(page, lists.templates, 1, 5);
    await page.goBack();
    await expectPage(page, lists.templates, 0, 5);
    await page.goBack();
    await expectPage(page, lists.contact, 0, 5);
    expect(await page.getByRole('tab', { name: 'ContactUs' }).getAttribute('aria-selected')).toBe('true');
    expectAddress(page, {});
    await page.goForward();
    await expectPage(page, lists.templates, 0, 5);

    // Rows per page change in the address too, and a new size starts on the first page.
    await openTab(page, 'Notifications');
    await rowsPerPage(page).selectOption('10');
    await nextButton(page).click();
    await expectPage(page, lists.notifications, 1, 10);
    expectAddress(page, { tab: 'notifications', page: '2', limit: '10' });
    await page.reload();
    await expectPage(page, lists.notifications, 1, 10);
    expect(await rowsPerPage(page).inputValue()).toBe('10');
    await rowsPerPage(page).selectOption('20');
    await expectPage(page, lists.notifications, 0, 20);
    expectAddress(page, { tab: 'notifications', limit: '20' });
    await page.goBack();
    await expectPage(page, lists.notifications, 1, 10);

    await page.goto('/messages?tab=bogus&page=-2&limit=7');
    await expectPage(page, lists.contact, 0, 5);
    expect(await rowsPerPage(page).inputValue()).toBe('5');
    await page.goto('/messages?tab=notifications&page=two&limit=100');
    await expectPage(page, lists.notifications, 0, 5);

    // Past the last page: the last page, in place of the address that does not exist.
    const lastPage = Math.ceil(count('users') / 20);
    await page.goto('/userslist?page=99&limit=20');
    await expectPage(page, lists.users, lastPage - 1, 20);
    expectAddress(page, { page: String(lastPage), limit: '20' });

    // The tabs follow the WAI-ARIA pattern: one tab stop, arrows, Home and End select and focus.
    await page.goto('/messages');
    await expectPage(page, lists.contact, 0, 5);
    await page.getByRole('tab', { name: 'ContactUs' }).focus();
    for (const [key, name] of [
      ['ArrowRight', 'Templates'],
      ['ArrowRight', 'Notifications'],
      ['ArrowRight', 'Refunds'],
      ['ArrowRight', 'ContactUs'],
      ['ArrowLeft', 'Refunds'],
      ['Home', 'ContactUs'],
      ['End', 'Refunds'],
      ['ArrowLeft', 'Notifications'],
    ]) {
      await page.keyboard.press(key as string);
      const focused = page.getByRole('tab', { name: name as string });
      await expect.poll(() => focused.evaluate((tab) => tab === document.activeElement)).toBe(true);
      // Selecting goes through the address, a render after the focus moved.
      await expect.poll(() => focused.getAttribute('aria-selected')).toBe('true');
      expect(await focused.getAttribute('tabindex')).toBe('0');
    }
    await expectPage(page, lists.notifications, 0, 5);
  });

  it('on a phone: every column of every list readable as a card; loading, empty and failing lists (at once) with Retry', async () => {
    allowConsoleError(/status of 500/);
    const page = await openAsAdmin(seededAdmins[3] as string, '/messages', 'narrow');
    await expectPage(page, lists.contact, 0, 5);

    // Every tab inside the screen: none hides off the edge.
    const tabsInside = await page
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => tab.getBoundingClientRect().left >= 0 && tab.getBoundingClientRect().right <= 360),
      );
    expect(tabsInside).toEqual([true, true, true, true]);

    // Each row is a card of 'header: value' pairs, every value inside the screen, nothing scrolls sideways.
    const headers: [List, string[]][] = [
      [lists.contact, ['Name', 'Email', 'Message']],
      [lists.templates, ['Email', 'EmailText']],
      [lists.notifications, ['Email', 'Reminder']],
      [lists.refunds, ['Hosting Name', 'Email', 'Amount', 'Payment ID', 'Note', 'Received']],
    ];
    for (const [list, names] of headers) {
      if (list.tab) await page.getByRole('tab', { name: list.tab.name }).click();
      await expectPage(page, list, 0, 5);
      const cards = table(page, list).getByRole('listitem');
      expect(await cards.count()).toBe(5);
      const layout = await cards.evaluateAll((items) =>
        items.map((item) => ({
          labels: Array.from(item.querySelectorAll('dt'), (dt) => dt.textContent),
          inside: Array.from(item.querySelectorAll('dd'), (dd) => {
            const box = dd.getBoundingClientRect();
            return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
          }),
        })),
      );
      for (const card of layout) {
        expect(card.labels).toEqual(names);
        expect(card.inside).toEqual(names.map(() => true));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page);
    }
    await page.getByRole('tab', { name: 'ContactUs' }).click();
    await expectPage(page, lists.contact, 0, 5);
    const longValue = table(page, lists.contact).locator('dd', { hasText: longMessage });
    const box = await longValue.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    expect(await longValue.evaluate((dd) => dd.scrollWidth <= dd.clientWidth)).toBe(true);

    // The next page keeps the rows in view, marked busy, until it arrives: no flash of an empty table.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/admin\/contactmessages\?/, async (route) => {
      await held;
      await route.continue();
    });
    const firstPage = await shownRows(table(page, lists.contact));
    await nextButton(page).click();
    await expect.poll(() => table(page, lists.contact).getAttribute('aria-busy')).toBe('true');
    expect(await shownRows(table(page, lists.contact))).toEqual(firstPage);
    release();
    await expectPage(page, lists.contact, 1, 5);
    await page.unroute(/\/api\/v1\/admin\/contactmessages\?/);

    // A failing list shows the server's message at once (not after seconds of retries behind a
    // 'Loading…'), and a Retry that loads it. A fresh page: the list is not in the cache yet.
    const asked: number[] = [];
    await page.route(/\/api\/v1\/admin\/templatesmessage\?/, (route) => {
      asked.push(Date.now());
      return route.fulfill({
        status: 500,
        json: { success: false, message: 'The message store is resting.' },
      });
    });
    await page.goto('/messages?tab=templates');
    const alert = page.getByRole('alert').filter({ hasText: 'The message store is resting.' });
    await alert.waitFor();
    expect(Date.now() - (asked[0] ?? 0)).toBeLessThan(1500);
    expect(asked).toHaveLength(1);
    expect(await table(page, lists.templates).count()).toBe(0);
    await expectAccessible(page);
    await page.unroute(/\/api\/v1\/admin\/templatesmessage\?/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectPage(page, lists.templates, 0, 5);
    expect(await alert.count()).toBe(0);

    // Empty lists say so.
    await page.route(/\/api\/v1\/admin\/getnotificationemail\?/, (route) =>
      route.fulfill({ json: { success: true, data: { users: [], total: 0 } } }),
    );
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByText('No messages yet.', { exact: true }).filter({ visible: true }).waitFor();
    expect(await rangeText(page).textContent()).toBe('0–0 of 0');
    expect(await nextButton(page).getAttribute('aria-disabled')).toBe('true');

    // The first load of a list shows placeholder rows, marked busy and announced as loading.
    let releaseUsers = () => {};
    const usersHeld = new Promise<void>((resolve) => {
      releaseUsers = resolve;
    });
    await page.route(/\/api\/v1\/admin\/userlist\?/, async (route) => {
      await usersHeld;
      await route.fulfill({ json: { success: true, data: { users: [], total: 0 } } });
    });
    await page.goto('/userslist');
    await table(page, lists.users).waitFor();
    expect(await table(page, lists.users).getAttribute('aria-busy')).toBe('true');
    const frame = page.getByRole('region', { name: lists.users.caption });
    expect(await frame.getByRole('status').textContent()).toBe('Loading…');
    releaseUsers();
    await page.getByText('No users yet.', { exact: true }).filter({ visible: true }).waitFor();
    expect(await table(page, lists.users).count()).toBe(0);
    await expectAccessible(page);
  });
});
