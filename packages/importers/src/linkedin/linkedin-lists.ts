import { SKILL_MAX_LENGTH, SKILLS_PER_GROUP_MAX } from '@portfolio/shared/portfolio';
import { SITE_SECTION_NAMES } from '@portfolio/shared/site-rules';
import type { ImportDraft } from '../import-result.ts';
import { type FormDate, linkedInDate, linkedInRange } from './linkedin-date.ts';
import type { CsvRow } from './read-csv.ts';

type DatedList = 'experiences' | 'educations' | 'projects' | 'achievements' | 'articles';
type Item = Record<string, string>;
type Cell = (column: string) => string;

/** Non-empty lines, one under the other. */
const lines = (...parts: string[]) => parts.filter((part) => part !== '').join('\n');

/**
 * The CSVs that fill a list section, each with the column that marks its header row and how a row
 * becomes an item (dates as LinkedIn wrote them: `startDate`/`endDate` or `date`). Column names
 * are those of LinkedIn's exports ('Started On' in most files, 'Start Date' in Education.csv).
 */
export const LIST_SOURCES: { file: string; key: string; list: DatedList; item: (cell: Cell) => Item }[] = [
  {
    file: 'Positions.csv',
    key: 'Company Name',
    list: 'experiences',
    item: (cell) => ({
      companyName: cell('Company Name'),
      role: cell('Title'),
      summary: cell('Description'),
      startDate: cell('Started On'),
      endDate: cell('Finished On'),
    }),
  },
  {
    file: 'Education.csv',
    key: 'School Name',
    list: 'educations',
    item: (cell) => ({
      schoolCollegeName: cell('School Name'),
      course: cell('Degree Name'),
      majorField: cell('Field Of Study'),
      yourLearning: lines(cell('Notes'), cell('Activities') && `Activities: ${cell('Activities')}`),
      startDate: cell('Start Date'),
      endDate: cell('End Date'),
    }),
  },
  {
    file: 'Projects.csv',
    key: 'Title',
    list: 'projects',
    item: (cell) => ({
      title: cell('Title'),
      details: cell('Description'),
      link: cell('Url'),
      startDate: cell('Started On'),
      endDate: cell('Finished On'),
    }),
  },
  {
    file: 'Honors.csv',
    key: 'Title',
    list: 'achievements',
    item: (cell) => ({
      title: cell('Title'),
      description: lines(cell('Issuer'), cell('Description')),
      date: cell('Issued On'),
    }),
  },
  {
    file: 'Certifications.csv',
    key: 'Name',
    list: 'achievements',
    item: (cell) => ({
      title: cell('Name'),
      description: lines(cell('Authority'), cell('License Number') && `Licence ${cell('License Number')}`),
      date: cell('Started On'),
      link: cell('Url'),
    }),
  },
  {
    file: 'Publications.csv',
    key: 'Name',
    list: 'articles',
    item: (cell) => ({
      title: cell('Name'),
      description: lines(cell('Publisher'), cell('Description')),
      date: cell('Published On'),
      link: cell('Url'),
    }),
  },
];

const SECTIONS: Record<DatedList, string> = {
  experiences: SITE_SECTION_NAMES.experience,
  educations: SITE_SECTION_NAMES.education,
  projects: SITE_SECTION_NAMES.projects,
  achievements: SITE_SECTION_NAMES.achievements,
  articles: SITE_SECTION_NAMES.articles,
};

const cellOf =
  (row: CsvRow): Cell =>
  (column) =>
    row[column] ?? '';

/** The item's dates in the form's format, with the fields that held a year alone. */
function withFormDates(item: Item): { item: Item; yearOnly: string[] } {
  const dates: [string, FormDate][] =
    'date' in item
      ? [['date', linkedInDate(item.date ?? '')]]
      : Object.entries(linkedInRange(item.startDate ?? '', item.endDate ?? '')).map(([which, date]) => [
          `${which}Date`,
          date,
        ]);
  const dated = { ...item };
  for (const [field, { date }] of dates) dated[field] = date;
  return { item: dated, yearOnly: dates.filter(([, { yearOnly }]) => yearOnly).map(([field]) => field) };
}

/**
 * Adds the rows of one list CSV to the draft: rows with nothing in them are skipped, a date given
 * as a year alone is named in `review` by its form path (`educations.0.startDate`).
 */
export function addListRows(
  draft: Required<ImportDraft>,
  source: (typeof LIST_SOURCES)[number],
  rows: CsvRow[],
) {
  const lists = draft.lists as Record<DatedList, Item[]>;
  lists[source.list] ??= [];
  const list = lists[source.list];
  let added = 0;
  for (const row of rows) {
    const raw = source.item(cellOf(row));
    if (Object.values(raw).every((value) => value === '')) continue;
    const { item, yearOnly } = withFormDates(raw);
    draft.review.push(...yearOnly.map((field) => `${source.list}.${list.length}.${field}`));
    list.push(item);
    added += 1;
  }
  if (added > 0) draft.imported.push(`${SECTIONS[source.list]}: ${added} from ${source.file}`);
}

/**
 * Skills.csv's names as skill groups of at most SKILLS_PER_GROUP_MAX: 'Skills', 'Skills (2)', … A
 * name longer than the form takes is left out alone (the group's schema would refuse the whole group).
 */
export function addSkills(draft: Required<ImportDraft>, rows: CsvRow[]) {
  const names: string[] = [];
  for (const name of rows.map((row) => row.Name ?? '').filter((name) => name !== '')) {
    if (name.length <= SKILL_MAX_LENGTH) names.push(name);
    else
      draft.notImported.push(
        `Skill “${name.slice(0, SKILL_MAX_LENGTH)}…” was left out: longer than ${SKILL_MAX_LENGTH} characters.`,
      );
  }
  const groups: { name: string; skills: string[] }[] = [];
  for (let at = 0; at < names.length; at += SKILLS_PER_GROUP_MAX) {
    const number = groups.length + 1;
    groups.push({
      name: number === 1 ? 'Skills' : `Skills (${number})`,
      skills: names.slice(at, at + SKILLS_PER_GROUP_MAX),
    });
  }
  if (groups.length === 0) return;
  draft.lists.skills = groups;
  draft.imported.push(`${SITE_SECTION_NAMES.skills}: ${names.length} from Skills.csv`);
}
