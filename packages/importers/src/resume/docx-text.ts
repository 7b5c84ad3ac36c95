import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import mammoth from 'mammoth';
import type { ResumeLine } from './resume-line.ts';
import { ResumeRefused, resumeMessages } from './resume-refusal.ts';
import type { ResumeText } from './resume-text.ts';

/** The most a DOCX's text parts may expand to: a long résumé's are well under 1 MB. */
export const DOCX_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;

/** Pictures and embedded files: never needed for the text, and where a DOCX's bytes usually are. */
const NOT_TEXT = /^word\/(media|embeddings)\//;

/** Whether `bytes` is a ZIP whose central directory names `word/document.xml`: nothing is expanded. */
export function isDocx(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  let found = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        found ||= file.name === 'word/document.xml';
        return false;
      },
    });
  } catch {
    return false;
  }
  return found;
}

/**
 * The text parts of a DOCX, expanded in small steps and counted as they come, so a renamed ZIP
 * bomb is refused before it expands past DOCX_MAX_EXPANDED_BYTES, whatever its headers claim.
 * Sizes the central directory declares are checked first, which refuses the honest ones at once.
 */
function textParts(bytes: Uint8Array): Record<string, Uint8Array> {
  const tooLarge = () =>
    new ResumeRefused('too-large', resumeMessages.docxTooLarge(DOCX_MAX_EXPANDED_BYTES >> 20));
  let declared = 0;
  unzipSync(bytes, {
    filter: (file) => {
      if (!NOT_TEXT.test(file.name)) declared += file.originalSize;
      return false;
    },
  });
  if (declared > DOCX_MAX_EXPANDED_BYTES) throw tooLarge();

  const parts: Record<string, Uint8Array> = {};
  let expanded = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    if (NOT_TEXT.test(file.name) || file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      expanded += chunk.length;
      if (error) failure = error;
      else if (expanded > DOCX_MAX_EXPANDED_BYTES) failure = tooLarge();
      else chunks.push(chunk);
      if (failure) file.terminate();
      else if (final) parts[file.name] = concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // 16 KB at a time expands to at most about 16 MB (deflate's ratio is at most 1032:1).
  const step = 16 * 1024;
  for (let at = 0; at < bytes.length && !failure; at += step) {
    unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
  }
  if (failure instanceof ResumeRefused) throw failure;
  if (failure || !parts['word/document.xml'])
    throw new ResumeRefused('unreadable', resumeMessages.damagedDocx);
  return parts;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The text of a DOCX résumé through mammoth, which is handed only the text parts checked above.
 * Its HTML keeps what raw text loses: list items (bullets), table cells (a tab between), headings.
 */
export async function docxText(bytes: Uint8Array): Promise<ResumeText> {
  let parts: Record<string, Uint8Array>;
  try {
    parts = textParts(bytes);
  } catch (error) {
    if (error instanceof ResumeRefused) throw error;
    throw new ResumeRefused('unreadable', resumeMessages.damagedDocx);
  }
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(zipSync(parts, { level: 0 })) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch {
    throw new ResumeRefused('unreadable', resumeMessages.damagedDocx);
  }
  const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
  return { lines: linesOfHtml(html), links, wraps: false };
}

/**
 * mammoth's HTML as lines: a paragraph, heading or list item each. A table row gives one line of
 * its cells' first paragraphs, tab-separated (dates | role | organisation), then the rest of each
 * cell; a row of long cells (a two-column page) gives each cell's paragraphs in turn.
 */
function linesOfHtml(html: string): ResumeLine[] {
  const text = html
    .replace(/<tr>([\s\S]*?)<\/tr>/g, (_, row: string) => {
      const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
        (cell[1] ?? '').split(/<\/(?:p|li|h\d)>/).filter((part) => part.replace(/<[^>]*>/g, '').trim()),
      );
      // A row of long cells is a page laid out in columns: each cell is read whole, in turn.
      const columns = cells.some((parts) => parts.length > 3);
      const first = columns ? [] : [cells.map((parts) => parts[0] ?? '').join('\t')];
      const rest = cells.flatMap((parts) => (columns ? parts : parts.slice(1)));
      return [...first, ...rest].map((part) => `<p>${part}</p>`).join('');
    })
    .replace(/<li>/g, '• ')
    .replace(/<h1>/g, PROMINENT)
    .replace(/<\/(p|li|h\d)>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return decode(text)
    .split('\n')
    .map((line) => ({
      text: line
        .replace(PROMINENT, '')
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/\t+$/, '')
        .trim(),
      // Only a heading's size is known: it stands out, every other line is 'unknown'.
      size: line.includes(PROMINENT) ? 1 : 0,
    }))
    .filter((line) => line.text !== '');
}

/** Marks a line mammoth made a first-level heading (a Title or Heading 1 paragraph). */
const PROMINENT = '\u0002';

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
