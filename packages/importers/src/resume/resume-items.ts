import { type DateRange, withoutDates } from './resume-dates.ts';
import { type Entry, stripBullet } from './resume-entries.ts';
import { piecesOf } from './resume-line.ts';
import { hasOrganisationWord, hasRoleWord, hasSchoolWord, readDegree } from './resume-words.ts';

/** A form item read from an entry, with the keys of the values read with low confidence. */
export type ReadItem = { item: Record<string, string>; unsure: string[] };

const URL = /https?:\/\/[^\s|,;)]+/i;
const TECH_LINE = /^(?:tech(?:nologies| stack)?|stack|tools|environment|built with|skills used)\s*:\s*(.*)$/i;
/** A grade written in an entry: '8.7 CGPA', 'GPA 3.8/4.0', '82%', or after 'Grade:'. */
const GRADE =
  /\b(?:c?gpa|grade|percentage|score)\s*:\s*([^\t|]+)|\b(?:c?gpa)\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?|\d+(?:\.\d+)?\s*(?:%|c?gpa\b)/i;
const PLACES =
  'India|Germany|Canada|Portugal|UK|USA|US|United States|United Kingdom|Singapore|France|Spain|Italy|Netherlands|Australia|Japan|China|Brazil|Mexico|Ireland|Sweden|Switzerland|Poland|Nigeria|Kenya|South Africa|UAE|New Zealand|Remote';
/** Where a job was: 'Remote', 'Austin, TX', 'Pune, India'; left out of the role and organisation. */
const LOCATION = new RegExp(
  `^(?:[Rr]emote|[Hh]ybrid|[Oo]n-?site|\\p{Lu}[\\p{L} .'-]+,\\s*(?:[A-Z]{2}|${PLACES}))$`,
  'u',
);

/** One to three capitalised words, no digits: how a city or a country is written ('New Delhi'). */
const PLACE_WORDS = /^\p{Lu}[\p{L}'’.-]*(?: (?:\p{Lu}[\p{L}'’.-]*|de|du|la|le|am|upon|on)){0,2}$/u;
const STATE_OR_COUNTRY = new RegExp(`^(?:[A-Z]{2}|${PLACES})$`);
/** A company's form after a comma ('Inc.', 'Ltd') is part of its name, not a place. */
const ABBREVIATED_END = /\b(?:inc|ltd|co|corp|plc|llc|llp|pvt|bros|jr|sr|st)\.$/i;

/** Whether a comma's part reads as a place: 'Berlin', 'Boston', 'MA', 'Lille (France)'. */
function isPlacePart(part: string): boolean {
  const bare = part.replace(/\s*\(\p{Lu}[\p{L} ]*\)$/u, '');
  return (
    STATE_OR_COUNTRY.test(bare) ||
    (PLACE_WORDS.test(bare) && !hasRoleWord(bare) && !hasOrganisationWord(bare) && !hasSchoolWord(bare))
  );
}

/**
 * An organisation's or school's name without the place written after it, without a list of
 * places: 'Zalando SE, Berlin', 'Northeastern University, Boston, MA', 'Decathlon Digital, Lille
 * (France)'. The tail goes when it reads as a place (one or two parts of capitalised words, a state
 * or country last) and what is left names an organisation by its words; 'University of
 * California, Berkeley' keeps its campus (a name 'X of Y' whose tail does not repeat it).
 */
export function withoutPlace(name: string): string {
  // 'University of Tartu, Tartu.' ends a sentence; 'Infosys Ltd.' and 'Acme S.A.' keep their point.
  const text = ABBREVIATED_END.test(name) ? name.trim() : name.trim().replace(/(?<=\p{Ll}{3})\.$/u, '');
  const parts = text.split(/,\s+/);
  if (parts.length < 2) return text;
  let keep = parts.length - 1;
  if (!isPlacePart(parts[keep] ?? '')) return text;
  const last = (parts[keep] ?? '').replace(/\s*\(.*\)$/, '');
  if (STATE_OR_COUNTRY.test(last) && keep > 1 && isPlacePart(parts[keep - 1] ?? '')) keep -= 1;
  const kept = parts.slice(0, keep).join(', ');
  const tail = parts.slice(keep).join(' ');
  // A state, a country or a bracketed one last says place whatever is before it.
  const surely = STATE_OR_COUNTRY.test(last) || /\(\p{Lu}[\p{L} ]*\)$/u.test(parts.at(-1) ?? '');
  const named = hasOrganisationWord(kept) || hasSchoolWord(kept);
  const ofName = /^\p{Lu}\p{L}+ of\b/u.test(kept) && hasSchoolWord(kept.split(' ')[0] ?? '');
  const repeats = tail.split(/[^\p{L}]+/u).some((word) => word.length > 2 && kept.includes(word));
  if (!(named || surely) || (ofName && !repeats && !surely)) return text;
  return kept;
}

/** The pieces of an entry's heading lines, dates and places taken out; links kept apart. */
function headPieces(entry: Entry): string[] {
  return entry.head.flatMap((line) => {
    const text = entry.dates && line.includes(entry.dates.text) ? withoutDates(line, entry.dates) : line;
    return piecesOf(text.replace(URL, ' '))
      .flatMap((piece) => piece.split(/\s+at\s+|\s+@\s+/))
      .filter((piece) => !LOCATION.test(piece) || hasOrganisationWord(piece));
  });
}

/**
 * The form's two dates from an entry's. One date alone is where `single` says (education ends in
 * its year, a position starts in its); it is unsure unless it ends an education, as is a guess.
 */
function dateFields(
  dates: DateRange | undefined,
  single: 'startDate' | 'endDate',
): { fields: Record<string, string>; unsure: string[] } {
  if (!dates) return { fields: {}, unsure: [] };
  if (dates.single) {
    const unsure = dates.guessed || single === 'startDate' ? [single] : [];
    return { fields: { startDate: '', endDate: '', [single]: dates.startDate }, unsure };
  }
  const fields = { startDate: dates.startDate, endDate: dates.endDate };
  return { fields, unsure: dates.guessed ? ['startDate', 'endDate'] : [] };
}

/** Details without their bullets; the 'Tech:' line taken out as the tech stack. */
function describe(entry: Entry): { text: string; techStack: string; link: string } {
  let techStack = '';
  let link = '';
  const kept: string[] = [];
  for (const line of entry.details.map(stripBullet)) {
    const tech = TECH_LINE.exec(line);
    if (tech) techStack = (tech[1] ?? '').trim();
    else if (!/^https?:\/\/\S+$/.test(line)) kept.push(line);
  }
  for (const line of [...entry.head, ...entry.details]) link ||= URL.exec(line)?.[0] ?? '';
  return { text: kept.join('\n'), techStack, link };
}

/**
 * 'Engineer, Acme' as two pieces, when nothing else split them; 'Professor, University of
 * Edinburgh, Edinburgh' as the role and the rest. 'Principal Engineer, Monzo Bank — London': a role
 * and a comma, then only short names that are no organisation, is role, organisation and place.
 */
function splitRoleLine(pieces: string[]): string[] {
  const [only = '', ...others] = pieces;
  const comma = only.split(/,\s+/);
  if (comma.length < 2) return pieces;
  const [role = '', ...rest] = comma;
  const roleFirst = hasRoleWord(role.split(' ').at(-1) ?? '') && !rest.some(hasRoleWord);
  if (others.length === 0 && (comma.length === 2 || roleFirst)) return [role, rest.join(', ')];
  const placesAfter = others.every(
    (piece) => isPlacePart(piece) || piece.split(/,\s+/).every((part) => isPlacePart(part)),
  );
  if (others.length > 0 && roleFirst && placesAfter && pieces.filter(hasRoleWord).length === 1) {
    return [role, rest.join(', ')];
  }
  return pieces;
}

export function toExperience(entry: Entry): ReadItem {
  const pieces = splitRoleLine(headPieces(entry));
  // The one piece naming a role; of several, the one naming no organisation ('Software Developer'
  // beside 'Codeworks Technologies' both name something: 'Technologies' settles it).
  const withRole = pieces.filter(hasRoleWord);
  const clean = withRole.filter((piece) => !hasOrganisationWord(piece));
  const sure = withRole.length === 1 || clean.length === 1;
  const roleOf = withRole.length === 1 ? withRole[0] : clean.length === 1 ? clean[0] : withRole[0];
  const others = pieces.filter((piece) => piece !== roleOf);
  const companyName = withoutPlace(others.find(hasOrganisationWord) ?? others[0] ?? '');
  const dates = dateFields(entry.dates, 'startDate');
  const unsure = [...dates.unsure];
  if (roleOf && !sure) unsure.push('role');
  if (!companyName || (others.length > 1 && !hasOrganisationWord(companyName))) unsure.push('companyName');
  const { text, techStack } = describe(entry);
  return {
    item: { companyName, role: roleOf ?? '', ...dates.fields, techStack, summary: text },
    unsure,
  };
}

/**
 * Roles held in turn at one organisation, written under it once ('ORACLE' over 'Account Executive,
 * 2017 – 2020' and 'Sales Development Representative, 2015 – 2017'): a role read with no
 * organisation takes the one before it, marked for review.
 */
export function withHeldOrganisations(items: ReadItem[]): ReadItem[] {
  return items.map((read, index) => {
    const before = items[index - 1]?.item.companyName;
    if (read.item.companyName || !read.item.role || !before) return read;
    return { item: { ...read.item, companyName: before }, unsure: read.unsure };
  });
}

export function toEducation(entry: Entry): ReadItem {
  const all = [...entry.head, ...entry.details].join(' ');
  const grade = GRADE.exec(all);
  const percentage = (grade?.[1] ?? grade?.[0] ?? '').trim();
  const split = headPieces(entry).filter((piece) => !GRADE.test(piece));
  // 'B.Sc in Physics, University of Lisbon': a comma parts them when nothing else did.
  const pieces =
    split.some(hasSchoolWord) && split.some((piece) => !hasSchoolWord(piece))
      ? split
      : split.flatMap((piece) =>
          piece.split(/,\s+(?=.*\b(?:university|college|institute|school|academy)\b)/i),
        );
  const degreePiece = pieces.find((piece) => readDegree(piece));
  const degree = degreePiece ? readDegree(degreePiece) : undefined;
  const school = pieces.find((piece) => piece !== degreePiece && hasSchoolWord(piece));
  const schoolCollegeName = withoutPlace(school ?? pieces.find((piece) => piece !== degreePiece) ?? '');
  const dates = dateFields(entry.dates, 'endDate');
  const unsure = [...dates.unsure];
  if (!school) unsure.push('schoolCollegeName');
  if (!degree) unsure.push('course');
  const details = entry.details.map(stripBullet).filter((line) => !GRADE.test(line));
  return {
    item: {
      schoolCollegeName,
      course: degree?.course ?? pieces.find((piece) => withoutPlace(piece) !== schoolCollegeName) ?? '',
      majorField: degree?.major ?? '',
      ...dates.fields,
      percentage,
      yourLearning: details.join('\n'),
    },
    unsure,
  };
}

export function toProject(entry: Entry): ReadItem {
  const pieces = headPieces(entry);
  const [title = '', ...rest] = pieces;
  const role = rest.find(hasRoleWord) ?? '';
  const stackPiece = rest.find((piece) => piece !== role && piece.includes(','));
  const { text, techStack, link } = describe(entry);
  const dates = dateFields(entry.dates, 'startDate');
  return {
    item: {
      title: title.replace(/^\((.*)\)$/, '$1'),
      role,
      ...dates.fields,
      techStack: techStack || (stackPiece?.replace(/^\((.*)\)$/, '$1') ?? ''),
      link,
      details: text,
    },
    unsure: [...dates.unsure, ...(title ? [] : ['title'])],
  };
}

/** An achievement or an article from one line ('Title — what it was, 2022') and what follows it. */
function titled(entry: Entry): { title: string; description: string; date: string; link: string } {
  const [first = '', ...more] = entry.head;
  const text = stripBullet(
    entry.dates && first.includes(entry.dates.text) ? withoutDates(first, entry.dates) : first,
  )
    .replace(URL, ' ')
    .replace(/\(\s*\)/g, '')
    .trim();
  const [title = '', ...rest] = text.split(/\s+[|–—-]\s+|:\s+|\s{3,}|\t/);
  const { text: details, link } = describe({ ...entry, head: more });
  const description = [rest.join(' — '), ...more.filter((line) => !URL.test(line)), details]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
  return {
    title: title.replace(/^[“"]|[”"]$/g, '').trim(),
    description,
    date: entry.dates?.startDate ?? '',
    link,
  };
}

export function toAchievement(entry: Entry): ReadItem {
  const { title, description, date, link } = titled(entry);
  return { item: { title, description, date, link }, unsure: entry.dates?.guessed ? ['date'] : [] };
}

/** Initials as citations write authors: 'Zhou, L. N.', 'E. Marchetti and J. Park'. */
const INITIAL = /(?:^|[\s,])\p{Lu}\.(?=[\s,]|$)/u;

/**
 * The title of a citation ('Zhou, L. N., & Patel, R. (2023). Logical qubits at scale. Physical
 * Review X, 13.' or 'E. Marchetti and J. Park. Grounding. In Proceedings of ACL, 2023.'): the
 * sentence after the authors, when the first sentence names authors by their initials.
 */
export function citationTitle(line: string): string | undefined {
  const sentences = stripBullet(line).split(/(?<![\s,]\p{Lu}|^\p{Lu})\.\s+(?=\S)/u);
  const [authors = '', title = ''] = sentences;
  if (sentences.length < 3 || !INITIAL.test(authors) || title === '') return undefined;
  return title.replace(/^[“"]|[”"]$/g, '').trim();
}

export function toArticle(entry: Entry): ReadItem {
  const read = titled(entry);
  const { description, date, link } = read;
  const title = citationTitle(entry.head[0] ?? '') ?? read.title;
  return { item: { title, description, date, link }, unsure: entry.dates?.guessed ? ['date'] : [] };
}
