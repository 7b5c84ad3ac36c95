import { getDocumentProxy } from 'unpdf';
import type { ResumeLine } from './resume-line.ts';
import { ResumeRefused, resumeMessages } from './resume-refusal.ts';
import { RESUME_TEXT_MAX_CHARS, type ResumeText } from './resume-text.ts';

/** The most pages read: a résumé has one to three; a book sent by mistake is refused before it is read. */
export const RESUME_MAX_PAGES = 30;

/** A run of text on a page, in PDF points from the bottom left. */
type Piece = { text: string; x: number; y: number; width: number; size: number };

/**
 * The text of a PDF résumé, line by line in reading order; the page count is checked before any
 * page is read. A page in two columns (a sidebar) is read column by column, after what spans both.
 */
export async function pdfText(bytes: Uint8Array): Promise<ResumeText> {
  const pdf = await open(bytes);
  try {
    if (pdf.numPages > RESUME_MAX_PAGES) {
      throw new ResumeRefused('too-large', resumeMessages.tooManyPages(pdf.numPages, RESUME_MAX_PAGES));
    }
    const lines: ResumeLine[] = [];
    const links: string[] = [];
    let chars = 0;
    for (let number = 1; number <= pdf.numPages && chars < RESUME_TEXT_MAX_CHARS; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
        pieces.push({
          text: item.str,
          x,
          y,
          width: item.width,
          size: Math.round(Math.hypot(a, b) * 10) / 10,
        });
      }
      for (const line of readingOrder(pieces, page.view[2] ?? 612)) {
        lines.push(line);
        chars += line.text.length;
      }
      for (const annotation of await page.getAnnotations()) {
        if (typeof annotation.url === 'string') links.push(annotation.url);
      }
      page.cleanup();
    }
    if (lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0) < 20) {
      throw new ResumeRefused('unreadable', resumeMessages.noText);
    }
    return { lines, links, wraps: true };
  } finally {
    await pdf.destroy();
  }
}

async function open(bytes: Uint8Array) {
  try {
    // A copy: pdf.js may take over the buffer it is given.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
  } catch (error) {
    if ((error as Error).name === 'PasswordException')
      throw new ResumeRefused('unreadable', resumeMessages.encrypted);
    throw new ResumeRefused('unreadable', resumeMessages.damagedPdf);
  }
}

/** The pieces of a page as lines: what spans the page first, then each column top to bottom. */
function readingOrder(pieces: Piece[], pageWidth: number): ResumeLine[] {
  const gutter = findGutter(pieces, pageWidth);
  if (gutter === undefined) return linesOf(pieces);
  const spanning = pieces.filter((p) => p.x < gutter && p.x + p.width > gutter);
  const left = pieces.filter((p) => p.x + p.width <= gutter);
  const right = pieces.filter((p) => p.x >= gutter);
  return [...linesOf(spanning), ...linesOf(left), ...linesOf(right)];
}

/**
 * Where a page splits into two columns, if it does: an x that almost no text crosses, with a fair
 * share of the text on each side. Dates set at the right of a one-column page are too little text
 * to count as a column.
 */
function findGutter(pieces: Piece[], pageWidth: number): number | undefined {
  const total = pieces.reduce((sum, p) => sum + p.text.length, 0);
  let best: { x: number; crossing: number } | undefined;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let left = 0;
    let right = 0;
    let crossing = 0;
    for (const p of pieces) {
      if (p.x + p.width <= x) left += p.text.length;
      else if (p.x >= x) right += p.text.length;
      else crossing += p.text.length;
    }
    if (left < total * 0.15 || right < total * 0.15 || crossing > total * 0.15) continue;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  return best && !isTable(pieces, best.x) ? best.x : undefined;
}

/**
 * Whether the text either side of `x` shares its baselines, row by row: a table's columns (year,
 * company, role), not a page's. Two columns of a page keep their own spacing and drift apart.
 */
function isTable(pieces: Piece[], x: number): boolean {
  const baselines = (side: Piece[]) => new Set(side.map((p) => Math.round(p.y)));
  const left = baselines(pieces.filter((p) => p.x + p.width <= x));
  const right = [...baselines(pieces.filter((p) => p.x >= x))];
  const shared = right.filter((y) => left.has(y) || left.has(y - 1) || left.has(y + 1)).length;
  return shared >= right.length * 0.8;
}

/** Pieces on the same baseline joined left to right: a wide gap becomes a tab (a table's cells). */
function linesOf(pieces: Piece[]): ResumeLine[] {
  const rows: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - piece.y) <= Math.max(2, first.size * 0.4)) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = '';
    let end: number | undefined;
    for (const piece of row) {
      const gap = end === undefined ? 0 : piece.x - end;
      if (end !== undefined && gap > piece.size * 1.5) text += '\t';
      else if (end !== undefined && gap > piece.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.text))
        text += ' ';
      text += piece.text;
      end = piece.x + piece.width;
    }
    return { text: text.replace(/ {2,}/g, ' ').trim(), size: Math.max(...row.map((p) => p.size)) };
  });
}
