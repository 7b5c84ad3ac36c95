/** The sources the Import dialog reads, in the order it offers them. */
export const IMPORT_SOURCES = [
  { id: 'linkedin', label: 'LinkedIn export', noun: 'your LinkedIn export' },
  { id: 'resume', label: 'Résumé (PDF or DOCX)', noun: 'your résumé' },
  { id: 'github', label: 'GitHub', noun: 'your GitHub profile' },
  { id: 'jsonResume', label: 'JSON Resume', noun: 'your JSON Resume' },
] as const;

export type ImportSource = (typeof IMPORT_SOURCES)[number];
export type ImportSourceId = ImportSource['id'];

/** The note under a field the source was unsure of, until the user edits it. */
export const reviewNote = (source: ImportSource) =>
  `Check this: read from ${source.noun} with low confidence`;
