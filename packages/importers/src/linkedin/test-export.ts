// Test exports, made in code from the column names of LinkedIn's data exports (as they appear in
// real exports' headers published by open-source importers). Used by this package's tests and the
// server's.
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';

export const LINKEDIN_COLUMNS = {
  'Profile.csv': [
    'First Name',
    'Last Name',
    'Maiden Name',
    'Address',
    'Birth Date',
    'Headline',
    'Summary',
    'Industry',
    'Zip Code',
    'Geo Location',
    'Twitter Handles',
    'Websites',
    'Instant Messengers',
  ],
  'Email Addresses.csv': ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
  'PhoneNumbers.csv': ['Extension', 'Number', 'Type'],
  'Positions.csv': ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  'Education.csv': ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
  'Projects.csv': ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
  'Skills.csv': ['Name'],
  'Honors.csv': ['Title', 'Description', 'Issued On'],
  'Certifications.csv': ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
  'Publications.csv': ['Name', 'Published On', 'Description', 'Publisher', 'Url'],
  'Connections.csv': [
    'First Name',
    'Last Name',
    'URL',
    'Email Address',
    'Company',
    'Position',
    'Connected On',
  ],
} as const;

type FileName = keyof typeof LINKEDIN_COLUMNS;

/** A CSV as LinkedIn writes it: its columns, then rows by column name (missing cells empty). */
export function linkedInCsv<F extends FileName>(
  file: F,
  rows: Partial<Record<(typeof LINKEDIN_COLUMNS)[F][number], string>>[],
): string {
  const fields = [...LINKEDIN_COLUMNS[file]] as string[];
  const data = rows.map((row) => fields.map((field) => (row as Record<string, string>)[field] ?? ''));
  return Papa.unparse({ fields, data }, { newline: '\n' });
}

/** A ZIP of the given files, text as UTF-8. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, body]) => [name, typeof body === 'string' ? strToU8(body) : body]),
    ),
  );
}

/** The files of a whole export of one member, every section filled, with files we do not read. */
export function sampleExportFiles(): Record<string, string> {
  return {
    'Profile.csv': linkedInCsv('Profile.csv', [
      {
        'First Name': 'Asha',
        'Last Name': 'Rao',
        'Birth Date': 'Dec 4',
        Headline: 'Frontend engineer',
        Summary: 'I build fast, accessible sites.',
        Industry: 'Software Development',
        'Zip Code': '560001',
        'Geo Location': 'Bengaluru, Karnataka, India',
        'Twitter Handles': '[asharao]',
        Websites: '[PERSONAL:https://asha.dev,OTHER:https://github.com/asharao]',
      },
    ]),
    'Email Addresses.csv': linkedInCsv('Email Addresses.csv', [
      { 'Email Address': 'old@example.com', Confirmed: 'Yes', Primary: 'No', 'Updated On': 'Not Available' },
      {
        'Email Address': 'asha@example.com',
        Confirmed: 'Yes',
        Primary: 'Yes',
        'Updated On': '5/13/20, 12:45 PM',
      },
    ]),
    'PhoneNumbers.csv': linkedInCsv('PhoneNumbers.csv', [{ Number: '+91 98765 43210', Type: 'Mobile' }]),
    'Positions.csv': linkedInCsv('Positions.csv', [
      {
        'Company Name': 'Acme',
        Title: 'Senior Engineer',
        Description: 'Led the design system.\n- Cut load time by half, on every page',
        Location: 'Bengaluru',
        'Started On': 'Mar 2021',
      },
      { 'Company Name': 'Globex', Title: 'Engineer', 'Started On': 'Jan 2018', 'Finished On': 'Feb 2021' },
    ]),
    'Education.csv': linkedInCsv('Education.csv', [
      {
        'School Name': 'IIT Madras',
        'Start Date': '2013',
        'End Date': '2017',
        'Degree Name': 'B.Tech',
        Notes: 'Computer Science',
        Activities: 'Robotics club',
      },
    ]),
    'Projects.csv': linkedInCsv('Projects.csv', [
      {
        Title: 'Open Maps',
        Description: 'Offline maps for field workers.',
        Url: 'https://maps.example.org',
        'Started On': 'Jun 2020',
        'Finished On': 'Dec 2020',
      },
    ]),
    'Skills.csv': linkedInCsv('Skills.csv', [
      { Name: 'TypeScript' },
      { Name: 'React' },
      { Name: 'Accessibility' },
    ]),
    'Honors.csv': linkedInCsv('Honors.csv', [
      { Title: 'Hackathon winner', Description: 'First of 60 teams', 'Issued On': 'Feb 2019' },
    ]),
    'Certifications.csv': linkedInCsv('Certifications.csv', [
      {
        Name: 'AWS Solutions Architect',
        Url: 'https://verify.example.com/abc',
        Authority: 'Amazon Web Services',
        'Started On': 'Jul 2022',
        'License Number': 'ABC-123',
      },
    ]),
    'Publications.csv': linkedInCsv('Publications.csv', [
      {
        Name: 'Fast sites on slow phones',
        'Published On': 'Aug 2023',
        Description: 'What we learnt.',
        Publisher: 'Smashing Magazine',
        Url: 'https://example.com/fast-sites',
      },
    ]),
    'Connections.csv': `Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\n${linkedInCsv('Connections.csv', [{ 'First Name': 'Ravi' }])}`,
    'messages.csv': 'CONVERSATION ID,FROM,CONTENT\n1,Ravi,Private\n',
    'Registration.csv': 'Registered At,Registration Ip,Subscription Types\n1/2/15,10.0.0.1,Basic\n',
  };
}

/**
 * A ZIP of a few kilobytes whose central directory lists `copies` files, each pointing at the same
 * deflated megabyte of `data`: together they declare `copies` megabytes (an overlapping-files bomb).
 */
export function overlappingBomb(copies: number): Uint8Array {
  const one = zipSync({ 'f000.csv': new Uint8Array(1024 * 1024) });
  const view = new DataView(one.buffer, one.byteOffset, one.byteLength);
  const end = one.length - 22;
  const directoryAt = view.getUint32(end + 16, true);
  const entry = one.subarray(directoryAt, end);
  const entries = Array.from({ length: copies }, (_, i) => {
    const copy = entry.slice();
    copy.set(strToU8(`f${String(i).padStart(3, '0')}.csv`), 46);
    return copy;
  });
  const tail = one.slice(end);
  const tailView = new DataView(tail.buffer);
  tailView.setUint16(8, copies, true);
  tailView.setUint16(10, copies, true);
  tailView.setUint32(12, entry.length * copies, true);
  return concat([one.subarray(0, directoryAt), ...entries, tail]);
}

/** A ZIP whose one file declares `declared` bytes but expands to `actual`: its headers lie. */
export function lyingZip(name: string, actual: Uint8Array, declared: number): Uint8Array {
  const zip = zipSync({ [name]: actual });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const directoryAt = view.getUint32(zip.length - 22 + 16, true);
  view.setUint32(22, declared, true);
  view.setUint32(directoryAt + 24, declared, true);
  return zip;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
