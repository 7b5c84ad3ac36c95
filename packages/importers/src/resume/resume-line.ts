/** A line of a résumé's text, in reading order. */
export type ResumeLine = {
  text: string;
  /** Its largest font size in points; 0 where the file does not say (DOCX text). */
  size: number;
};

/** Splits a line on what résumés put between pieces: bars, bullets, dashes between spaces, tabs, wide gaps. */
export function piecesOf(text: string): string[] {
  return text
    .split(/\s+[|•·▪◦]\s+|\s+[–—-]\s+|\t|\s{3,}|\s*\|\s*/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}
