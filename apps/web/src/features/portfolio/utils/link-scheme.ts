/** A scheme at the start: `https:`, `mailto:`, `javascript:`, `ftp:` … */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host with a dot before any path: `github.com/asha`, `www.asha.dev`. */
const HOST = /^[^\s/:@]+\.[^\s/:@]+(?:[/?#]\S*)?$/;

/**
 * A link typed without its scheme, completed with `https://` ('github.com/asha' →
 * 'https://github.com/asha') so the owner sees the address as it will be saved. Anything with a
 * scheme (`javascript:`, `ftp://`) or that is not a host is left as typed for the schema to refuse.
 */
export function withScheme(value: string): string {
  const typed = value.trim();
  if (typed === '' || SCHEME.test(typed) || !HOST.test(typed)) return value;
  return `https://${typed}`;
}
