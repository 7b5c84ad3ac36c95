import { escapeHtml } from '@portfolio/techfolio/safe-values';
import type { Mail } from './mailer.ts';

const purposeText = {
  register: { subject: 'Your Portfolio Maker registration code', action: 'finish creating your account' },
  login: { subject: 'Your Portfolio Maker sign-in code', action: 'sign in' },
} as const;

/** The one-time code mail, as plain text and as simple, accessible HTML. */
export function otpMail(to: string, code: string, purpose: 'register' | 'login', minutes: number): Mail {
  const { subject, action } = purposeText[purpose];
  const text = [
    'Hello,',
    '',
    `Your code to ${action} on Portfolio Maker is: ${code}`,
    '',
    `It is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: nothing happens without the code.',
    '',
    'Portfolio Maker',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>Hello,</p>
<p>Your code to ${escapeHtml(action)} on Portfolio Maker is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p>It is valid for ${minutes} minutes and can be used once.</p>
<p>If you did not ask for it, you can ignore this e-mail: nothing happens without the code.</p>
<p>Portfolio Maker</p>
</body></html>`;
  return { to, subject, text, html };
}
