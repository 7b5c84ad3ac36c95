import { siteMessageTexts } from '@portfolio/shared/site-messages';
import { escapeHtml as e } from '@portfolio/templates/safe-values';

/** The stylesheet of a site's contact and thank-you pages (the site CSP allows it by its hash). */
export const CONTACT_CSS =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;color:#1e293b;line-height:1.6}' +
  'label{display:block;font-weight:600;margin-top:1rem}input,textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #64748b;border-radius:.375rem}' +
  'textarea{min-height:10rem}button{margin-top:1.25rem;font:inherit;font-weight:600;padding:.6rem 1.25rem;border:0;border-radius:.375rem;background:#3730a3;color:#fff;cursor:pointer}' +
  ':focus-visible{outline:3px solid #6366f1;outline-offset:2px}.error{color:#b91c1c;margin:.25rem 0 0}.notice{padding:.75rem 1rem;border-radius:.375rem;background:#fef2f2;color:#991b1b}' +
  '.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}a{color:#3730a3}';

type Field = 'name' | 'email' | 'message';

export type ContactPageView = {
  ownerName: string;
  token: string;
  values?: Partial<Record<Field, string>>;
  errors?: Partial<Record<Field, string>>;
  /** Why the last send was refused, shown above the form. */
  notice?: string;
};

function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${CONTACT_CSS}</style></head>
<body><main>${body}</main></body></html>`;
}

function field(view: ContactPageView, name: Field, label: string, control: (attributes: string) => string) {
  const error = view.errors?.[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${label}</label>${control(`id="${name}" name="${name}" required${described}`)}${
    error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''
  }`;
}

/**
 * 'Contact me': a plain form that posts to this page, so it works with no script at all. It carries
 * when it was handed out (signed) and a field hidden from people that only programs fill in.
 */
export function contactPage(view: ContactPageView): string {
  const value = (name: Field) => e(view.values?.[name] ?? '');
  const heading = view.ownerName ? `Contact ${view.ownerName}` : 'Contact me';
  return frame(
    heading,
    `<h1>${e(heading)}</h1>
${view.notice ? `<p class="notice" role="alert">${e(view.notice)}</p>` : ''}
<form method="post" action="contact">
<input type="hidden" name="token" value="${e(view.token)}">
${field(view, 'name', 'Your name', (a) => `<input ${a} type="text" maxlength="100" autocomplete="name" value="${value('name')}">`)}
${field(view, 'email', 'Your e-mail', (a) => `<input ${a} type="email" maxlength="254" autocomplete="email" value="${value('email')}">`)}
${field(view, 'message', 'Message', (a) => `<textarea ${a} maxlength="5000">${value('message')}</textarea>`)}
<div class="trap" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">Send message</button>
</form>
<p><a href="./">Back to the site</a></p>`,
  );
}

/** After a message is sent, or when the site takes none. */
export function contactNoticePage(title: string, text: string): string {
  return frame(title, `<h1>${e(title)}</h1><p>${e(text)}</p><p><a href="./">Back to the site</a></p>`);
}

export const sentPage = () => contactNoticePage('Message sent', siteMessageTexts.sent);
