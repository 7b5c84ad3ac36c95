// Published sites show what users typed. These two helpers are the only way a user value
// reaches the template's HTML: text is escaped, links are limited to http(s) and mailto.

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

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The URL as a link target when it is http(s) or mailto, otherwise undefined (the link is dropped). */
export function safeHref(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
