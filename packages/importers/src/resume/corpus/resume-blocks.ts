import type { Month, SampleJob, SampleResume, SampleSchool } from './resume-samples.ts';

// A sample résumé laid out as blocks, in one of several ways people write résumés (heading words,
// date styles, where the dates go, one or two columns); the PDF and DOCX writers draw the blocks.

export type DateStyle = 'mon-yyyy' | 'month-to' | 'mm/yyyy' | 'yy-short' | 'yyyy';
export type EntryStyle = 'one-line' | 'company-first' | 'stacked' | 'table';

export type LayoutStyle = {
  dates: DateStyle;
  entries: EntryStyle;
  /** Between role and organisation on one line. */
  separator: ' — ' | ' | ' | ' at ' | ', ';
  /** Index into each section's heading words. */
  headings: number;
  upperHeadings: boolean;
  /** Contact and skills in a sidebar beside the rest. */
  sidebar: boolean;
};

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'line'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'entry'; text: string; right: string; bold: boolean }
  | { kind: 'bullet'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'row'; cells: string[] };

const HEADINGS = {
  summary: ['Summary', 'Profile', 'About Me', 'Professional Summary'],
  experience: ['Experience', 'Work Experience', 'Work History', 'Employment', 'Professional Experience'],
  education: ['Education', 'Academic Background', 'Education'],
  projects: ['Projects', 'Selected Projects', 'Personal Projects'],
  skills: ['Skills', 'Technical Skills', 'Core Skills'],
  awards: ['Achievements', 'Awards', 'Honors & Awards', 'Certifications'],
  articles: ['Publications', 'Articles', 'Writing'],
};

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Whether the style writes years alone: the sample's months are then dropped before writing. */
export const yearsOnly = (style: DateStyle) => style === 'yy-short' || style === 'yyyy';

export function withoutMonths(sample: SampleResume): SampleResume {
  const year = (m: Month | undefined) => m && { year: m.year };
  return {
    ...sample,
    jobs: sample.jobs.map((job) => ({ ...job, start: { year: job.start.year }, end: year(job.end) })),
    schools: sample.schools.map((s) => ({ ...s, start: year(s.start), end: { year: s.end.year } })),
    awards: sample.awards.map((a) => ({ ...a, date: year(a.date) })),
    articles: sample.articles.map((a) => ({ ...a, date: year(a.date) })),
  };
}

const textOf = (block: Block) => ('text' in block ? block.text : '');

function month(m: Month, style: DateStyle): string {
  const mm = m.month ?? 1;
  if (style === 'mon-yyyy') return m.month ? `${SHORT_MONTHS[mm - 1]} ${m.year}` : String(m.year);
  if (style === 'month-to') return m.month ? `${LONG_MONTHS[mm - 1]} ${m.year}` : String(m.year);
  if (style === 'mm/yyyy') return m.month ? `${String(mm).padStart(2, '0')}/${m.year}` : String(m.year);
  return String(m.year);
}

export function period(start: Month | undefined, end: Month | undefined, style: DateStyle): string {
  if (!start) return end ? month(end, style) : '';
  const to = style === 'month-to' ? ' to ' : style === 'mm/yyyy' ? ' - ' : ' – ';
  if (!end) return `${month(start, style)}${to}Present`;
  if (style === 'yy-short' && Math.floor(start.year / 100) === Math.floor(end.year / 100)) {
    return `${start.year}-${String(end.year % 100).padStart(2, '0')}`;
  }
  return `${month(start, style)}${to}${month(end, style)}`;
}

function entryBlocks(first: string, second: string, dates: string, style: LayoutStyle): Block[] {
  switch (style.entries) {
    case 'one-line':
      return [{ kind: 'entry', text: `${first}${style.separator}${second}`, right: dates, bold: true }];
    case 'company-first':
      return [
        { kind: 'entry', text: second, right: '', bold: true },
        { kind: 'line', text: `${first} | ${dates}` },
      ];
    case 'stacked':
      return [
        { kind: 'entry', text: first, right: '', bold: true },
        { kind: 'line', text: second },
        { kind: 'line', text: dates },
      ];
    case 'table':
      return [{ kind: 'row', cells: [dates, first, second] }];
  }
}

const job = (j: SampleJob, style: LayoutStyle): Block[] => [
  ...entryBlocks(j.role, j.company, period(j.start, j.end, style.dates), style),
  ...j.bullets.map((text): Block => ({ kind: 'bullet', text })),
  { kind: 'line', text: `Tech: ${j.tech}` },
];

const school = (s: SampleSchool, style: LayoutStyle): Block[] => {
  const degree = s.major ? `${s.degree} in ${s.major}` : s.degree;
  return [
    ...entryBlocks(degree, s.school, period(s.start, s.end, style.dates), style),
    ...(s.grade ? [{ kind: 'line', text: `Grade: ${s.grade}` } as Block] : []),
  ];
};

/** The résumé's blocks: `main`, and `side` when the style has a sidebar (else empty). */
export function resumeBlocks(sample: SampleResume, style: LayoutStyle): { main: Block[]; side: Block[] } {
  const heading = (key: keyof typeof HEADINGS): Block => {
    const words = HEADINGS[key];
    const text = words[style.headings % words.length] ?? key;
    return { kind: 'heading', text: style.upperHeadings ? text.toUpperCase() : text };
  };
  const contact: Block[] = [
    { kind: 'line', text: sample.email },
    { kind: 'line', text: sample.phone },
    { kind: 'line', text: sample.location },
    { kind: 'line', text: sample.linkedin.replace('https://www.', '') },
    { kind: 'line', text: sample.github.replace('https://', '') },
    ...(sample.website ? [{ kind: 'line', text: sample.website } as Block] : []),
  ];
  const skills: Block[] = [
    heading('skills'),
    ...sample.skills.map((g): Block => ({ kind: 'line', text: `${g.name}: ${g.skills.join(', ')}` })),
  ];
  const head: Block[] = [
    { kind: 'name', text: sample.name },
    { kind: 'line', text: sample.title },
    ...(style.sidebar
      ? []
      : [contact.slice(0, 3), contact.slice(3)].map(
          (part): Block => ({ kind: 'line', text: part.map(textOf).join(' | ') }),
        )),
  ];
  const note = (n: SampleResume['awards'][number]): Block => ({
    kind: 'bullet',
    text: `${n.title} — ${n.description}${n.date ? ` (${period(undefined, n.date, style.dates)})` : ''}`,
  });
  const body: Block[] = [
    heading('summary'),
    { kind: 'para', text: sample.summary },
    heading('experience'),
    ...sample.jobs.flatMap((j) => job(j, style)),
    heading('projects'),
    ...sample.projects.flatMap((p): Block[] => [
      { kind: 'entry', text: p.role ? `${p.title} | ${p.role}` : p.title, right: '', bold: true },
      { kind: 'bullet', text: `${p.details}.` },
      { kind: 'line', text: `Tech: ${p.tech}` },
      { kind: 'line', text: p.link },
    ]),
    heading('education'),
    ...sample.schools.flatMap((s) => school(s, style)),
    heading('awards'),
    ...sample.awards.map(note),
    ...(sample.articles.length > 0 ? [heading('articles'), ...sample.articles.map(note)] : []),
  ];
  if (style.sidebar)
    return { main: [...head, ...body], side: [{ kind: 'heading', text: 'Contact' }, ...contact, ...skills] };
  return { main: [...head, ...body, ...skills], side: [] };
}
