// Résumé parsing accuracy (issue 28): reads every résumé of bench/resume-corpus/ through the import
// and prints field-level precision and recall per section and per kind of field.
//   npm run bench:import                 score the committed corpus
//   npm run bench:import -- --write      make the corpus again (same seeds, same files)
//   npm run bench:import -- --verbose    also print each value read wrong or missed
//   npm run bench:import -- --write-held-out   make only the held-out résumés again
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HELD_OUT } from '@portfolio/importers/resume/corpus/held-out-resumes';
import { HELD_OUT_2 } from '@portfolio/importers/resume/corpus/held-out-resumes-2';
import {
  type LayoutStyle,
  resumeBlocks,
  withoutMonths,
  yearsOnly,
} from '@portfolio/importers/resume/corpus/resume-blocks';
import {
  type ExpectedResume,
  expectedOf,
  type SampleResume,
  sampleResume,
} from '@portfolio/importers/resume/corpus/resume-samples';
import {
  precisionOf,
  recallOf,
  type Score,
  scoreResume,
} from '@portfolio/importers/resume/corpus/score-resume';
import { writeResumeDocx } from '@portfolio/importers/resume/corpus/write-resume-docx';
import { writeResumePdf } from '@portfolio/importers/resume/corpus/write-resume-pdf';
import { importResume } from '@portfolio/importers/resume/import-resume';
import { renderResumePdf } from '@portfolio/resume-pdf/render-resume-pdf';
import { portfolioContentSchema } from '@portfolio/shared/portfolio';

const CORPUS = path.join(import.meta.dirname, 'resume-corpus');

type Spec = {
  file: string;
  seed: number;
  style: LayoutStyle;
  format: 'pdf' | 'docx' | 'own-pdf';
  listBullets?: boolean;
};

const style = (overrides: Partial<LayoutStyle>): LayoutStyle => ({
  dates: 'mon-yyyy',
  entries: 'one-line',
  separator: ' — ',
  headings: 0,
  upperHeadings: false,
  sidebar: false,
  ...overrides,
});

/** Twenty-four résumés: one and two columns, tables, five heading vocabularies, five date styles. */
const SPECS: Spec[] = [
  { file: '01-classic', seed: 1, format: 'pdf', style: style({ upperHeadings: true }) },
  {
    file: '02-bar-mm-yyyy',
    seed: 2,
    format: 'pdf',
    style: style({ dates: 'mm/yyyy', separator: ' | ', headings: 1 }),
  },
  {
    file: '03-at-month-to',
    seed: 3,
    format: 'pdf',
    style: style({ dates: 'month-to', separator: ' at ', headings: 2 }),
  },
  {
    file: '04-comma-yy',
    seed: 4,
    format: 'pdf',
    style: style({ dates: 'yy-short', separator: ', ', headings: 3 }),
  },
  {
    file: '05-company-first',
    seed: 5,
    format: 'pdf',
    style: style({ entries: 'company-first', headings: 4, upperHeadings: true }),
  },
  {
    file: '06-stacked-yyyy',
    seed: 6,
    format: 'pdf',
    style: style({ entries: 'stacked', dates: 'yyyy', headings: 1 }),
  },
  {
    file: '07-table-dates-left',
    seed: 7,
    format: 'pdf',
    style: style({ entries: 'table', dates: 'mm/yyyy', headings: 2 }),
  },
  { file: '08-sidebar', seed: 8, format: 'pdf', style: style({ sidebar: true, headings: 3 }) },
  {
    file: '09-sidebar-stacked',
    seed: 9,
    format: 'pdf',
    style: style({ sidebar: true, entries: 'stacked', dates: 'month-to' }),
  },
  {
    file: '10-sidebar-yy',
    seed: 10,
    format: 'pdf',
    style: style({ sidebar: true, dates: 'yy-short', separator: ' | ', headings: 1, upperHeadings: true }),
  },
  {
    file: '11-table-yyyy',
    seed: 11,
    format: 'pdf',
    style: style({ entries: 'table', dates: 'yyyy', headings: 4 }),
  },
  {
    file: '12-company-first-month-to',
    seed: 12,
    format: 'pdf',
    style: style({ entries: 'company-first', dates: 'month-to', headings: 2 }),
  },
  { file: '13-own-resume', seed: 13, format: 'own-pdf', style: style({}) },
  { file: '14-own-resume', seed: 14, format: 'own-pdf', style: style({}) },
  { file: '15-own-resume', seed: 15, format: 'own-pdf', style: style({}) },
  {
    file: '16-docx-classic',
    seed: 16,
    format: 'docx',
    listBullets: true,
    style: style({ upperHeadings: true }),
  },
  {
    file: '17-docx-typed-bullets',
    seed: 17,
    format: 'docx',
    listBullets: false,
    style: style({ dates: 'mm/yyyy', separator: ' | ', headings: 1 }),
  },
  {
    file: '18-docx-table',
    seed: 18,
    format: 'docx',
    listBullets: true,
    style: style({ entries: 'table', headings: 2 }),
  },
  {
    file: '19-docx-table-yy',
    seed: 19,
    format: 'docx',
    listBullets: false,
    style: style({ entries: 'table', dates: 'yy-short', headings: 3 }),
  },
  {
    file: '20-docx-sidebar',
    seed: 20,
    format: 'docx',
    listBullets: true,
    style: style({ sidebar: true, dates: 'month-to', headings: 4 }),
  },
  {
    file: '21-docx-company-first',
    seed: 21,
    format: 'docx',
    listBullets: true,
    style: style({ entries: 'company-first', dates: 'yyyy', upperHeadings: true }),
  },
  {
    file: '22-docx-stacked',
    seed: 22,
    format: 'docx',
    listBullets: false,
    style: style({ entries: 'stacked', separator: ' at ', headings: 1 }),
  },
  {
    file: '23-docx-at',
    seed: 23,
    format: 'docx',
    listBullets: true,
    style: style({ separator: ' at ', dates: 'yy-short', headings: 2 }),
  },
  {
    file: '24-docx-comma',
    seed: 24,
    format: 'docx',
    listBullets: false,
    style: style({ separator: ', ', headings: 3, upperHeadings: true }),
  },
];

/** The portfolio the project's own PDF résumé is rendered from. */
function contentOf(sample: SampleResume) {
  const expected = expectedOf(sample);
  return portfolioContentSchema.parse({
    title: sample.title,
    name: sample.name,
    email: sample.email,
    contactNumber: sample.phone,
    linkidenUrl: sample.linkedin,
    githubUrl: sample.github,
    summary: sample.summary,
    address: sample.location,
    experiences: sample.jobs.map((job, i) => ({
      ...expected.experiences[i],
      techStack: job.tech,
      summary: job.bullets.join('\n'),
    })),
    educations: sample.schools.map((school, i) => ({
      ...expected.educations[i],
      majorField: school.major,
      percentage: school.grade,
    })),
    projects: sample.projects.map((p) => ({
      title: p.title,
      role: p.role,
      techStack: p.tech,
      link: p.link,
      details: p.details,
    })),
    skills: sample.skills,
    achievements: expected.achievements.map((a, i) => ({ ...a, description: sample.awards[i]?.description })),
    articles: expected.articles.map((a, i) => ({
      ...a,
      description: sample.articles[i]?.description,
      link: sample.articles[i]?.link,
    })),
  });
}

/** Writes the corpus; `heldOutOnly` leaves the generated files as they are (a PDF holds its date). */
async function writeCorpus(heldOutOnly: boolean): Promise<void> {
  mkdirSync(CORPUS, { recursive: true });
  for (const spec of heldOutOnly ? [] : SPECS) {
    const base = sampleResume(spec.seed);
    const sample = yearsOnly(spec.style.dates) ? withoutMonths(base) : base;
    const blocks = resumeBlocks(sample, spec.style);
    const [bytes, extension] =
      spec.format === 'docx'
        ? [writeResumeDocx(blocks, spec.listBullets ?? true), 'docx']
        : spec.format === 'pdf'
          ? [await writeResumePdf(blocks), 'pdf']
          : [await renderResumePdf(contentOf(sample), { siteUrl: 'https://example.com' }), 'pdf'];
    writeFileSync(path.join(CORPUS, `${spec.file}.${extension}`), bytes);
    writeFileSync(path.join(CORPUS, `${spec.file}.json`), `${JSON.stringify(expectedOf(sample), null, 2)}\n`);
  }
  for (const { file, format, blocks, expected } of [...HELD_OUT, ...HELD_OUT_2]) {
    const bytes =
      format === 'pdf'
        ? await writeResumePdf({ main: blocks, side: [] })
        : writeResumeDocx({ main: blocks, side: [] }, true);
    writeFileSync(path.join(CORPUS, `${file}.${format}`), bytes);
    writeFileSync(path.join(CORPUS, `${file}.json`), `${JSON.stringify(expected, null, 2)}\n`);
  }
  const written = (heldOutOnly ? 0 : SPECS.length) + HELD_OUT.length + HELD_OUT_2.length;
  console.log(`Wrote ${written} résumés and their expected fields to ${CORPUS}`);
}

const fixed = (n: number) => n.toFixed(2);

/** Scores the files of one group, printing what each got wrong when `verbose`. */
async function scoreGroup(files: string[], verbose: boolean): Promise<Score> {
  const total: Score = new Map();
  for (const name of files) {
    const expected = JSON.parse(
      readFileSync(path.join(CORPUS, name.replace(/\.\w+$/, '.json')), 'utf8'),
    ) as ExpectedResume;
    const result = await importResume(readFileSync(path.join(CORPUS, name)));
    const own: Score = new Map();
    scoreResume(own, result.values, expected);
    scoreResume(total, result.values, expected);
    const overall = own.get('overall');
    if (verbose && overall && overall.hits < Math.max(overall.read, overall.expected)) {
      console.log(`${name}: ${overall.hits}/${overall.expected} expected read right, ${overall.read} read`);
      for (const [key, tally] of own) {
        if (key.startsWith('field:') && (tally.hits < tally.read || tally.hits < tally.expected)) {
          console.log(`  ${key}: ${tally.hits} right, ${tally.read} read, ${tally.expected} expected`);
        }
      }
    }
  }
  return total;
}

function printTable(title: string, score: Score): void {
  console.log(`\n${title}\n`);
  console.log('| measured | precision | recall | right / read / expected |');
  console.log('| --- | --- | --- | --- |');
  const order = ([a]: [string, unknown], [b]: [string, unknown]) =>
    a === 'overall' ? 1 : b === 'overall' ? -1 : a.localeCompare(b);
  for (const [key, tally] of [...score].sort(order)) {
    console.log(
      `| ${key} | ${fixed(precisionOf(tally))} | ${fixed(recallOf(tally))} | ${tally.hits} / ${tally.read} / ${tally.expected} |`,
    );
  }
}

async function score(verbose: boolean): Promise<void> {
  const files = readdirSync(CORPUS)
    .filter((name) => /\.(pdf|docx)$/.test(name))
    .sort();
  const heldOut = files.filter((name) => /^h\d/.test(name));
  const generated = files.filter((name) => !heldOut.includes(name));
  const inSet = (set: { file: string }[]) => (name: string) =>
    set.some(({ file }) => name.replace(/\.\w+$/, '') === file);
  const first = heldOut.filter(inSet(HELD_OUT));
  const second = heldOut.filter(inSet(HELD_OUT_2));
  const started = performance.now();
  const scores = [
    await scoreGroup(generated, verbose),
    await scoreGroup(first, verbose),
    await scoreGroup(second, verbose),
  ] as const;
  const ms = performance.now() - started;
  const all: Score = new Map();
  for (const score of [scores[1], scores[2]]) {
    for (const [key, tally] of score) {
      const sum = all.get(key) ?? { hits: 0, read: 0, expected: 0 };
      all.set(key, {
        hits: sum.hits + tally.hits,
        read: sum.read + tally.read,
        expected: sum.expected + tally.expected,
      });
    }
  }
  console.log(`${files.length} résumés in ${CORPUS} (${Math.round(ms / files.length)} ms each)`);
  printTable(`Generated layouts (${generated.length} résumés, the parser's rules tuned on them)`, scores[0]);
  printTable(`Held out, first set (${first.length} résumés, h1–h6)`, scores[1]);
  printTable(`Held out, second set (${second.length} résumés, h7–h12)`, scores[2]);
  printTable(`Held out, all (${first.length + second.length} résumés)`, all);
}

if (process.argv.includes('--write')) await writeCorpus(false);
else if (process.argv.includes('--write-held-out')) await writeCorpus(true);
await score(process.argv.includes('--verbose'));
