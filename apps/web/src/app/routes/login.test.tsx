// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUser } from '../../features/auth/api/get-user.ts';
import { envelope, stubApi } from '../../testing/api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { LoginRoute } from './login.tsx';

afterEach(() => {
  setUser(null);
});

describe('/login', () => {
  it('sends a user who is already signed in straight on to where the link was going', async () => {
    stubApi(() => envelope(404));
    setUser({ _id: 'u1', userName: 'asha', fullName: 'Asha Rao', email: 'asha@example.com', role: 'USER' });
    const { history } = renderApp(<LoginRoute />, { path: '/login?next=%2Fportfolio%2F2' });
    await waitFor(() => expect(history.location.pathname).toBe('/portfolio/2'));
    expect(history.action).toBe('REPLACE');
  });

  it('shows the form to a visitor', async () => {
    stubApi(() => envelope(401, { message: 'Not signed in' }));
    const { history } = renderApp(<LoginRoute />, { path: '/login?next=%2Fportfolio%2F2' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});
