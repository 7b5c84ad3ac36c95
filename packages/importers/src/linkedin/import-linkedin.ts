import type { ImportResult } from '@portfolio/shared/imports';
import { portfolioContentSchema, type TextField } from '@portfolio/shared/portfolio';
import { finishImport, type ImportDraft } from '../import-result.ts';
import { decodeText } from './decode-text.ts';
import { addListRows, addSkills, LIST_SOURCES } from './linkedin-lists.ts';
import { profileLinks } from './profile-links.ts';
import { type CsvRow, readCsv } from './read-csv.ts';
import { listZip, readEntries, type ZipEntry } from './read-zip.ts';
import { ImportRefusal } from './refusal.ts';

type Draft = Required<ImportDraft> & { text: Partial<Record<TextField, string>> };

/** Every CSV read, with the column that marks its header row; the rest of an export is not opened. */
const FILES: { file: string; key: string }[] = [
  { file: 'Profile.csv', key: 'First Name' },
  { file: 'Email Addresses.csv', key: 'Email Address' },
  { file: 'PhoneNumbers.csv', key: 'Number' },
  ...LIST_SOURCES,
  { file: 'Skills.csv', key: 'Name' },
];

export const notLinkedInMessage =
  "This ZIP is not a LinkedIn data export: it holds none of LinkedIn's Profile.csv, Positions.csv, Education.csv or Skills.csv. To get yours, open Settings & Privacy on LinkedIn → Data privacy → Get a copy of your data, ask for the archive, and upload the ZIP LinkedIn e-mails you.";

const LINK_LABELS: Partial<Record<TextField, string>> = {
  githubUrl: 'GitHub link',
  twitterUrl: 'X (Twitter) link',
  linkidenUrl: 'LinkedIn link',
  instagramUrl: 'Instagram link',
  facebookUrl: 'Facebook link',
};

/**
 * The form's values from a LinkedIn data export (the ZIP): the profile, positions, education,
 * projects, skills, honours, certifications and publications, each value through the form's own
 * schema (finishImport). Throws an ImportRefusal for a file that is not a ZIP, a ZIP that would
 * expand too far, or one that is not LinkedIn's.
 */
export function importLinkedIn(bytes: Uint8Array): ImportResult {
  const { entries, unsafe } = listZip(bytes);
  const found = findFiles(entries);
  if (found.size === 0) throw new ImportRefusal('unreadable', notLinkedInMessage);
  const draft: Draft = { text: {}, lists: {}, imported: [], notImported: [], review: [] };
  const tables = readTables(found, readEntries(bytes, [...found.values()]), draft.notImported);
  if (tables.size === 0) throw new ImportRefusal('unreadable', notLinkedInMessage);
  addProfile(draft, tables);
  for (const source of LIST_SOURCES) {
    const rows = tables.get(source.file);
    if (rows) addListRows(draft, source, rows);
  }
  const skills = tables.get('Skills.csv');
  if (skills) addSkills(draft, skills);
  draft.notImported.push(...aboutFiles(entries, found, unsafe));
  return finishImport(draft);
}

/** The export's CSVs we read, by their names in FILES, wherever they sit (the shallowest copy of each). */
function findFiles(entries: ZipEntry[]): Map<string, ZipEntry> {
  const found = new Map<string, ZipEntry>();
  const depth = (entry: ZipEntry) => entry.path.split('/').length;
  for (const { file } of FILES) {
    const copies = entries.filter(
      (entry) => entry.name.toLowerCase() === file.toLowerCase() && !entry.path.startsWith('__MACOSX/'),
    );
    const shallowest = copies.sort((a, b) => depth(a) - depth(b))[0];
    if (shallowest) found.set(file, shallowest);
  }
  return found;
}

/** Each found CSV's rows; one without its header (not LinkedIn's columns) is named in `notes`. */
function readTables(found: Map<string, ZipEntry>, contents: Map<string, Uint8Array>, notes: string[]) {
  const tables = new Map<string, CsvRow[]>();
  for (const { file, key } of FILES) {
    const bytes = contents.get(found.get(file)?.path ?? '');
    if (!bytes) continue;
    const rows = readCsv(decodeText(bytes), file, key, notes);
    if (rows) tables.set(file, rows);
    else notes.push(`${file} does not have LinkedIn's columns (no “${key}” column), so it was not read.`);
  }
  return tables;
}

/** Profile.csv's first row, the primary e-mail address and the first phone number. */
function addProfile(draft: Draft, tables: Map<string, CsvRow[]>) {
  const filled: string[] = [];
  const set = (field: TextField, value: string, label: string) => {
    if (value === '') return;
    draft.text[field] = value;
    filled.push(label);
  };
  const profile = tables.get('Profile.csv')?.[0] ?? {};
  const cell = (column: string) => profile[column] ?? '';
  set('name', [cell('First Name'), cell('Last Name')].filter(Boolean).join(' '), 'name');
  set('title', cell('Headline'), 'title (your headline)');
  // LinkedIn's About runs to 2600 characters: a short one is the summary, a longer one About me.
  const about = cell('Summary');
  const fitsSummary = portfolioContentSchema.shape.summary.safeParse(about).success;
  set(fitsSummary ? 'summary' : 'aboutMe', about, fitsSummary ? 'summary' : 'about me');
  set('address', cell('Geo Location') || cell('Address'), 'address');
  const { links, others } = profileLinks(cell('Websites'), cell('Twitter Handles'));
  for (const [field, url] of Object.entries(links) as [TextField, string][]) {
    set(field, url, LINK_LABELS[field] ?? field);
  }
  if (others.length > 0) {
    draft.notImported.push(
      `The form has no field for ${others.join(', ')}: add ${others.length === 1 ? 'it' : 'them'} where ${others.length === 1 ? 'it fits' : 'they fit'} (a project, About me).`,
    );
  }
  const emails = tables.get('Email Addresses.csv') ?? [];
  set('email', (emails.find((row) => row.Primary === 'Yes') ?? emails[0])?.['Email Address'] ?? '', 'email');
  const phone = tables.get('PhoneNumbers.csv')?.find((row) => row.Number);
  set('contactNumber', phone?.Number ?? '', 'phone number');
  if (filled.length > 0) draft.imported.push(`Profile: ${filled.join(', ')}`);
}

/** What the export held that was not read, and what it lacked. */
function aboutFiles(entries: ZipEntry[], found: Map<string, ZipEntry>, unsafe: string[]): string[] {
  const notes: string[] = [];
  const missing = FILES.map(({ file }) => file).filter((file) => !found.has(file));
  if (missing.length > 0) notes.push(`Not in this export, so nothing came from them: ${missing.join(', ')}.`);
  const read = new Set([...found.values()].map((entry) => entry.path));
  const others = entries
    .filter(({ path }) => !read.has(path) && !path.endsWith('/') && !path.startsWith('__MACOSX/'))
    .map(({ path }) => path);
  if (others.length > 0) notes.push(`Not part of a portfolio, so not read: ${listed(others)}.`);
  if (unsafe.length > 0) {
    notes.push(`Left out, as their paths lead outside the ZIP: ${listed(unsafe)}.`);
  }
  return notes;
}

/** Up to eight names, then how many more. */
function listed(names: string[]): string {
  const shown = names.slice(0, 8).join(', ');
  return names.length > 8 ? `${shown} and ${names.length - 8} more` : shown;
}
