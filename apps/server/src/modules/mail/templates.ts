import { escapeHtml } from '@portfolio/templates/safe-values';
import type { Mail } from './mailer.ts';

const GREETING = 'Hello,';
const SIGNATURE = 'Portfolio Maker';

/** A plain-text mail: the greeting, the lines as given (a blank one between paragraphs), the signature. */
const plainText = (lines: string[]) => [GREETING, '', ...lines, '', SIGNATURE].join('\n');

/** An HTML mail: the greeting, each paragraph (HTML, escaped by the caller), the signature. */
function page(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${[GREETING, ...paragraphs, SIGNATURE].map((p) => `<p>${p}</p>`).join('\n')}
</body></html>`;
}

const purposeText = {
  register: { subject: 'Your Portfolio Maker registration code', action: 'finish creating your account' },
  login: { subject: 'Your Portfolio Maker sign-in code', action: 'sign in' },
  delete_account: {
    subject: 'Confirm deleting your Portfolio Maker account',
    action: 'confirm that your account and everything in it should be deleted for good',
  },
} as const;

/** The one-time code mail, as plain text and as simple, accessible HTML. */
export function otpMail(to: string, code: string, purpose: keyof typeof purposeText, minutes: number): Mail {
  const { subject, action } = purposeText[purpose];
  const text = plainText([
    `Your code to ${action} on Portfolio Maker is: ${code}`,
    '',
    `It is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: nothing happens without the code.',
  ]);
  const html = page([
    `Your code to ${escapeHtml(action)} on Portfolio Maker is:`,
    `<span style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</span>`,
    `It is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: nothing happens without the code.',
  ]);
  return { to, subject, text, html };
}

/** An amount in minor units (paise) as a receipt shows it: ₹99.00. */
export function formatMoney(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency === 'INR' ? `₹${value}` : `${currency} ${value}`;
}

/** Someone's own words in a plain-text mail: each line marked `> `. */
const quotedText = (text: string) => text.split('\n').map((line) => `> ${line}`);

/** Someone's own words in an HTML mail: escaped, line breaks kept, set off by a coloured rule. */
const quotedHtml = (text: string, rule = '#c7d2fe') =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid ${rule};margin:0;padding-left:12px">${escapeHtml(text)}</blockquote>`;

/** After a verified payment: what was paid, for which order, and where the site now lives. */
export function receiptMail(input: {
  to: string;
  hostingName: string;
  amount: number;
  currency: string;
  orderId: string;
  paymentId: string;
  paidAt: string;
  siteUrl: string;
}): Mail {
  const amount = formatMoney(input.amount, input.currency);
  const date = new Date(input.paidAt).toUTCString();
  const text = plainText([
    `Thank you for your payment. Your portfolio ${input.hostingName} is live.`,
    '',
    `Amount paid: ${amount}`,
    `Order: ${input.orderId}`,
    `Payment: ${input.paymentId}`,
    `Date: ${date}`,
    `Your site: ${input.siteUrl}`,
    '',
    'Keep this e-mail as your receipt. Edits you save from Portfolio Maker are published at once.',
  ]);
  const e = escapeHtml;
  const html = page([
    `Thank you for your payment. Your portfolio <strong>${e(input.hostingName)}</strong> is live.`,
    `Amount paid: <strong>${e(amount)}</strong><br>Order: ${e(input.orderId)}<br>Payment: ${e(input.paymentId)}<br>Date: ${e(date)}`,
    `Your site: <a href="${e(input.siteUrl)}">${e(input.siteUrl)}</a>`,
    'Keep this e-mail as your receipt. Edits you save from Portfolio Maker are published at once.',
  ]);
  return { to: input.to, subject: `Your Portfolio Maker receipt: ${input.hostingName} is live`, text, html };
}

/** After a template request: it arrived, and what happens next. */
export function templateRequestMail(to: string, request: string): Mail {
  const text = plainText([
    'We received your template request:',
    '',
    ...quotedText(request),
    '',
    'A person on our team reads every request and replies to this address within 2 working days',
    'with the template or with questions. You do not need to send it again.',
  ]);
  const html = page([
    'We received your template request:',
    quotedHtml(request),
    'A person on our team reads every request and replies to this address within 2 working days with the template or with questions. You do not need to send it again.',
  ]);
  return { to, subject: 'We received your template request', text, html };
}

/** A visitor's message through a live site's contact form; replying answers the visitor. */
export function siteMessageMail(input: {
  to: string;
  site: string;
  name: string;
  email: string;
  message: string;
}): Mail {
  const text = plainText([
    `${input.name} <${input.email}> wrote to you through the contact form of ${input.site}:`,
    '',
    ...quotedText(input.message),
    '',
    'Reply to this e-mail to answer them. The message is also in your inbox on Portfolio Maker.',
  ]);
  const e = escapeHtml;
  const html = page([
    `<strong>${e(input.name)}</strong> &lt;${e(input.email)}&gt; wrote to you through the contact form of <a href="${e(input.site)}">${e(input.site)}</a>:`,
    quotedHtml(input.message),
    'Reply to this e-mail to answer them. The message is also in your inbox on Portfolio Maker.',
  ]);
  // The name is one line (checked by the schema); it is the subject's only user text.
  return { to: input.to, subject: `New message from ${input.name}`, text, html, replyTo: input.email };
}

/** To the owner of a site our administrators took down: what happened, why, and what they can do. */
export function takedownMail(input: { to: string; hostingName: string; reason: string }): Mail {
  const text = plainText([
    `We have taken your site ${input.hostingName} off the web. The reason our team gave:`,
    '',
    ...quotedText(input.reason),
    '',
    'Visitors now see a page saying the site is unavailable. Your portfolio and its content are kept,',
    'and saving changes will not publish it. If you believe this is a mistake, reply to this e-mail',
    'and a person on our team will look at it again.',
  ]);
  const e = escapeHtml;
  const html = page([
    `We have taken your site <strong>${e(input.hostingName)}</strong> off the web. The reason our team gave:`,
    quotedHtml(input.reason, '#fca5a5'),
    'Visitors now see a page saying the site is unavailable. Your portfolio and its content are kept, and saving changes will not publish it. If you believe this is a mistake, reply to this e-mail and a person on our team will look at it again.',
  ]);
  return { to: input.to, subject: `Your site ${input.hostingName} has been taken down`, text, html };
}

/** To the owner of a taken-down site that our administrators put back. */
export function siteRestoredMail(input: { to: string; hostingName: string; siteUrl: string }): Mail {
  const text = plainText([
    `Your site ${input.hostingName} is back online at ${input.siteUrl}`,
    'Saving changes publishes them again as before.',
  ]);
  const e = escapeHtml;
  const html = page([
    `Your site <strong>${e(input.hostingName)}</strong> is back online at <a href="${e(input.siteUrl)}">${e(input.siteUrl)}</a>.`,
    'Saving changes publishes them again as before.',
  ]);
  return { to: input.to, subject: `Your site ${input.hostingName} is back online`, text, html };
}
