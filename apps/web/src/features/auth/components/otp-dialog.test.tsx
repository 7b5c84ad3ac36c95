// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LoginForm } from './login-form.tsx';

const EMAIL = 'asha@example.com';
const RESEND_SECONDS = 30;

/** The server of the login step: every code is mailed; only 246810 is right. */
function loginServer(request: SentRequest): Response {
  if (request.path === apiPaths.login) {
    return envelope(200, { message: 'OTP sent to your email', data: { resendInSeconds: RESEND_SECONDS } });
  }
  if (request.path === apiPaths.verifyOtp && (request.body as { otp: string }).otp === '246810') {
    return envelope(200, {
      message: 'Login successful',
      data: { _id: 'u1', userName: 'asha', fullName: 'Asha Rao', email: EMAIL, role: 'USER' },
    });
  }
  return envelope(400, { message: 'Invalid OTP', data: 'The code is incorrect. 4 tries left.' });
}

/** The login form with the code mailed: the OTP dialog is open. */
async function openOtpDialog() {
  const sent = stubApi(loginServer);
  const onSignedIn = vi.fn();
  const view = renderApp(<LoginForm onSignedIn={onSignedIn} />, { path: '/login' });
  await view.user.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
  return { ...view, sent, onSignedIn, dialog: within(dialog) };
}

/** Lets the clock run on by `seconds`; the countdown renders on each tick. */
function wait(seconds: number) {
  act(() => vi.advanceTimersByTime(seconds * 1000));
}

describe('OtpDialog (the login step)', () => {
  // Only the clock the countdown reads: requests and user-event's pauses keep real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says where the code went and sends the code typed', async () => {
    const { dialog, user, sent, onSignedIn } = await openOtpDialog();
    expect(dialog.getByText(EMAIL).parentElement).toHaveProperty(
      'textContent',
      `We sent a 6-digit code to ${EMAIL}.`,
    );

    const field = dialog.getByRole('textbox', { name: 'OTP' });
    await user.type(field, ' 246810 ');
    expect(field).toHaveProperty('value', ' 246810 ');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sent.at(-1)).toMatchObject({ path: apiPaths.verifyOtp, body: { email: EMAIL, otp: '246810' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows why a wrong code was refused on the field, selected for another try', async () => {
    const { dialog, user, onSignedIn } = await openOtpDialog();
    const field = dialog.getByRole('textbox', { name: 'OTP' });
    await user.type(field, '111111{Enter}');

    expect(await dialog.findByRole('textbox', { name: 'OTP', description: 'Invalid OTP' })).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);

    // The refused code is selected: typing replaces it, and the message goes with it.
    await user.keyboard('246810');
    expect(field).toHaveProperty('value', '246810');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(dialog.queryByText('Invalid OTP')).toBeNull();
  });

  it('counts down before Resend can be pressed, and mails a new code once it can', async () => {
    const { dialog, user, sent } = await openOtpDialog();
    const resend = dialog.getByRole('button', { name: `Resend OTP in ${RESEND_SECONDS} seconds` });
    expect(resend.getAttribute('aria-disabled')).toBe('true');

    await user.click(resend);
    expect(sent).toHaveLength(1);

    wait(1);
    expect(resend).toHaveProperty('textContent', `Resend OTP in ${RESEND_SECONDS - 1} s seconds`);
    expect(dialog.getByRole('button', { name: `Resend OTP in ${RESEND_SECONDS - 1} seconds` })).toBe(resend);

    wait(RESEND_SECONDS - 1);
    expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBe(resend);
    expect(resend.getAttribute('aria-disabled')).toBe('false');
    expect(dialog.getByText('You can ask for a new code now.')).toBeTruthy();

    await user.click(resend);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ path: apiPaths.login, body: { email: EMAIL } });
    // The new code starts a new wait.
    await dialog.findByRole('button', { name: `Resend OTP in ${RESEND_SECONDS} seconds` });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
  });

  it('closes with Close, back to the e-mail as typed', async () => {
    const { dialog, user, sent } = await openOtpDialog();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', EMAIL);
    expect(sent).toHaveLength(1);
  });
});
