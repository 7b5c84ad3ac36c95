/**
 * Why a résumé file was not read, in words for its owner: `too-large` (too many pages, a Word file
 * that expands too far), `unsupported` (neither PDF nor DOCX) or `unreadable` (encrypted, scanned,
 * damaged). Plain data, so it crosses from a worker thread as it is.
 */
export type ResumeRefusal = { kind: 'too-large' | 'unsupported' | 'unreadable'; message: string };

export class ResumeRefused extends Error {
  readonly refusal: ResumeRefusal;
  constructor(kind: ResumeRefusal['kind'], message: string) {
    super(message);
    this.refusal = { kind, message };
  }
}

export const resumeMessages = {
  notResume: 'Send your résumé as a PDF or a Word (.docx) file.',
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${pages} pages: a résumé we can read has at most ${max}. Send the résumé on its own.`,
  encrypted: 'This PDF is protected by a password. Save a copy without the password and send that.',
  noText:
    'This PDF has no text we can read. It may be a scan or a picture: send the PDF or DOCX your word processor saves instead.',
  damagedPdf:
    'This PDF could not be read: it may be damaged. Save it again from your word processor and send that.',
  damagedDocx: 'This Word file could not be read: it may be damaged. Save it again as .docx and send that.',
  docxTooLarge: (maxMb: number) =>
    `This Word file expands to more than ${maxMb} MB of text: a résumé is far smaller. Save it again without embedded files and send that.`,
  empty: 'This file has no text we can read. Check it is your résumé and send it again.',
} as const;
