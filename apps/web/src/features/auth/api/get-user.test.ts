// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { onUserChange, refreshUser } from './get-user.ts';

const ASHA: User = {
  _id: 'u1',
  userName: 'asha',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  role: 'USER',
};

/** The server answers with Asha: a request that reaches it shows in the list returned. */
const server = () =>
  stubApi((request) =>
    request.path === apiPaths.userInformation ? envelope(200, { data: ASHA }) : envelope(401),
  );

/** What the app's value of who is signed in says after asking again. */
async function refreshed(): Promise<User | null | undefined> {
  let seen: User | null | undefined;
  const stop = onUserChange((user) => {
    seen = user;
  });
  await refreshUser();
  stop();
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refreshUser', () => {
  it('asks the server while the hint cookies say someone is signed in with a live access token', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark; pm_signed_in=1; pm_access_live=1');
    const sent = server();
    expect(await refreshed()).toEqual(ASHA);
    expect(sent.map((request) => request.path)).toEqual([apiPaths.userInformation]);
  });

  it('with no hint cookie (signed out in another tab) sends nothing and says nobody is signed in', async () => {
    const sent = server();
    expect(await refreshed()).toBeNull();
    expect(sent).toEqual([]);
  });
});
