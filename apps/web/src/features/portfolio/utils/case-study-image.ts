/** An image placed in a case study's Markdown: `![alt](image:<id>)`, the alt text kept on one line. */
export function imageMarkdown(id: string, alt: string): string {
  const text = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[[\]\\]/g, '\\$&');
  return `![${text}](image:${id})`;
}

/**
 * The case study with `markdown` put in at `cursor` as a paragraph of its own (a blank line either
 * side where there is text), and where the cursor goes after it.
 */
export function insertParagraph(
  text: string,
  markdown: string,
  cursor = text.length,
): { text: string; cursor: number } {
  const at = Math.min(Math.max(cursor, 0), text.length);
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${before}${lead}${markdown}`;
  return { text: `${inserted}${tail}${after}`, cursor: inserted.length };
}
