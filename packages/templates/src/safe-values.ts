// Published sites show what users typed. React escapes every text it renders; these helpers cover
// what React does not: `escapeHtml` for HTML written as strings (the contact page, mails, API docs)
// and `safeHref` for every link target, limited to http(s), mailto and tel.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The URL as a link target when it is http(s), mailto or tel, otherwise undefined (the link is dropped). */
export function safeHref(value: string | undefined, base?: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A `tel:` link for a phone number as typed ('+91 98765 43210'), when it has digits. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}
