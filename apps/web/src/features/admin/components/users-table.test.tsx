// @vitest-environment happy-dom
import type { AdminUserRow } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { UsersTable } from './users-table.tsx';

const users: AdminUserRow[] = Array.from({ length: 7 }, (_, index) => ({
  _id: `u${index + 1}`,
  userName: `user${index + 1}`,
  fullName: `User ${index + 1}`,
  email: `user${index + 1}@example.com`,
  role: 'USER',
  createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
}));

/** The admin user list as the server pages it (`page` from 0). */
function userList(rows: AdminUserRow[]) {
  return (request: SentRequest) => {
    const page = Number(request.query.get('page'));
    const limit = Number(request.query.get('limit'));
    return envelope(200, {
      data: { users: rows.slice(page * limit, (page + 1) * limit), total: rows.length },
    });
  };
}

/** The wide table's rows below its header, each as the texts of its cells. */
function shownRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Users' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

const listRequests = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path === apiPaths.adminUserList)
    .map((request) => request.query.toString());

describe('UsersTable (an admin list)', () => {
  it('shows the first page of users under the ID, Name and Email columns', async () => {
    const sent = stubApi(userList(users));
    renderApp(<UsersTable />, { path: '/userslist' });

    await screen.findByRole('cell', { name: 'user1@example.com' });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Name', 'Email']);
    expect(shownRows()).toEqual(users.slice(0, 5).map((user) => [user._id, user.userName, user.email]));
    expect(screen.getByText('1–5 of 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(listRequests(sent)).toEqual(['page=0&limit=5']);
  });

  it('fetches and shows the next page, with the page in the address', async () => {
    const sent = stubApi(userList(users));
    const { user, history } = renderApp(<UsersTable />, { path: '/userslist' });
    await screen.findByRole('cell', { name: 'user1@example.com' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await screen.findByRole('cell', { name: 'user6@example.com' });
    expect(shownRows()).toEqual(users.slice(5).map((row) => [row._id, row.userName, row.email]));
    expect(screen.getByText('6–7 of 7')).toBeTruthy();
    expect(listRequests(sent)).toEqual(['page=0&limit=5', 'page=1&limit=5']);
    expect(history.location.search).toBe('?page=2');
    // The last page: there is no next one to fetch.
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(listRequests(sent)).toHaveLength(2);
  });

  it('shows more rows per page from the first page', async () => {
    const sent = stubApi(userList(users));
    const { user, history } = renderApp(<UsersTable />, { path: '/userslist?page=2' });
    await screen.findByRole('cell', { name: 'user6@example.com' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');

    await screen.findByRole('cell', { name: 'user1@example.com' });
    expect(shownRows()).toHaveLength(7);
    expect(listRequests(sent)).toEqual(['page=1&limit=5', 'page=0&limit=10']);
    expect(history.location.search).toBe('?limit=10');
  });

  it('opens the last page when the address asks for a page past the end', async () => {
    const sent = stubApi(userList(users));
    const { history } = renderApp(<UsersTable />, { path: '/userslist?page=9' });

    await screen.findByRole('cell', { name: 'user7@example.com' });
    expect(screen.getByText('6–7 of 7')).toBeTruthy();
    expect(listRequests(sent)).toEqual(['page=8&limit=5', 'page=1&limit=5']);
    // In place of the address typed: Back does not return to the empty page.
    expect(history.location.search).toBe('?page=2');
    expect(history.action).toBe('REPLACE');
  });

  it('says there are no users yet when the list is empty', async () => {
    stubApi(userList([]));
    renderApp(<UsersTable />, { path: '/userslist' });

    const table = screen.getByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('cell', { name: 'No users yet.' })).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('shows why the list failed, and Retry loads it', async () => {
    let down = true;
    const sent = stubApi((request) =>
      down ? envelope(503, { message: 'The database is not answering.' }) : userList(users)(request),
    );
    const { user } = renderApp(<UsersTable />, { path: '/userslist' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The users could not be loaded.The database is not answering.');
    expect(screen.queryByRole('table')).toBeNull();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByRole('cell', { name: 'user1@example.com' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listRequests(sent)).toEqual(['page=0&limit=5', 'page=0&limit=5']);
  });
});
