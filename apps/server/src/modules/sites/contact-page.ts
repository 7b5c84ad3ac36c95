import { siteMessageTexts } from '@portfolio/shared/site-messages';
import type { TemplateId } from '@portfolio/shared/templates';
import type { Theme } from '@portfolio/shared/theme';
import { renderSitePage } from '@portfolio/templates/render-site';
import { escapeHtml as e } from '@portfolio/templates/safe-values';

/** Which site a page belongs to: its template and theme (the page takes its style) and its owner's name. */
export type SiteLook = { templateId: TemplateId; ownerName: string; theme?: Theme | undefined };

type Field = 'name' | 'email' | 'message';

export type ContactPageView = SiteLook & {
  token: string;
  values?: Partial<Record<Field, string>>;
  errors?: Partial<Record<Field, string>>;
  /** Why the last send was refused, shown above the form. */
  notice?: string;
};

function frame(look: SiteLook, title: string, bodyHtml: string): string {
  return renderSitePage(look.templateId, { title, bodyHtml, siteName: look.ownerName, theme: look.theme });
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
    view,
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
export function contactNoticePage(look: SiteLook, title: string, text: string): string {
  return frame(look, title, `<h1>${e(title)}</h1><p>${e(text)}</p><p><a href="./">Back to the site</a></p>`);
}

export const sentPage = (look: SiteLook) => contactNoticePage(look, 'Message sent', siteMessageTexts.sent);
