// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';

const EMAIL = 'asha@example.com';
const WRONG = 'The e-mail or the password is not right.';

/** The server's password sign-in: only 'right horse' is Asha's password. */
function passwordServer(request: SentRequest): Response {
  const { password } = request.body as { password: string };
  if (request.path === apiPaths.loginWithPassword && password === 'right horse') {
    return envelope(200, {
      message: 'Login successful',
      data: { _id: 'u1', userName: 'asha', fullName: 'Asha Rao', email: EMAIL, role: 'USER' },
    });
  }
  return envelope(400, { message: WRONG });
}

function renderForm() {
  const sent = stubApi(passwordServer);
  const onSignedIn = vi.fn();
  const view = renderApp(<PasswordLoginForm onSignedIn={onSignedIn} />, { path: '/login' });
  const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const logIn = () => view.user.click(screen.getByRole('button', { name: 'Log In' }));
  return { ...view, sent, onSignedIn, email, password, logIn };
}

describe('PasswordLoginForm', () => {
  it('asks for the e-mail and the password before sending anything', async () => {
    const { sent, email, password, logIn, user } = renderForm();
    expect(password.type).toBe('password');
    await logIn();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, EMAIL);
    await logIn();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(document.activeElement).toBe(password);
    expect(sent).toEqual([]);
  });

  it('says a wrong password under the field, keeps the e-mail, and signs in with the right one', async () => {
    const { sent, onSignedIn, email, password, logIn, user } = renderForm();
    await user.type(email, EMAIL);
    await user.type(password, 'wrong horse');
    await logIn();

    expect(await screen.findByText(WRONG, { selector: 'p' })).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe(EMAIL);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'right horse');
    await logIn();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', apiPaths.loginWithPassword, { email: EMAIL, password: 'wrong horse' }],
      ['POST', apiPaths.loginWithPassword, { email: EMAIL, password: 'right horse' }],
    ]);
  });
});
