/** The sections a résumé is cut into, by the headings English résumés give them. */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'projects'
  | 'skills'
  | 'achievements'
  | 'articles'
  | 'contact'
  | 'other';

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'work history',
    'employment',
    'employment history',
    'career history',
    'relevant experience',
    'experience and internships',
    'professional background',
    'career background',
    'work background',
    'positions held',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'qualifications',
    'academic qualifications',
    'educational background',
    'education background',
    'academics',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'side projects',
    'key projects',
    'open source',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'technologies',
    'tools',
    'core competencies',
    'competencies',
    'expertise',
  ],
  achievements: [
    'achievements',
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'awards and achievements',
    'certifications',
    'certificates',
    'licenses and certifications',
    'licences and certifications',
    'accomplishments',
  ],
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'links'],
  articles: [
    'publications',
    'articles',
    'writing',
    'selected publications',
    'talks and publications',
    'blog posts',
  ],
};

/** Headings of sections the form has no place for: they end the section before them. */
const OTHER_HEADINGS = [
  'languages',
  'interests',
  'hobbies',
  'references',
  'volunteering',
  'volunteer experience',
  'activities',
  'declaration',
  'personal information',
  'personal data',
  'strengths',
];

const BY_WORDS = new Map<string, SectionKind>([
  ...Object.entries(HEADINGS).flatMap(([kind, words]) => words.map((w) => [w, kind as SectionKind] as const)),
  ...OTHER_HEADINGS.map((w) => [w, 'other'] as const),
]);

/** The section `line` heads, if it is a heading: 'WORK EXPERIENCE', 'Skills:', 'Honors & Awards'. */
export function headingOf(line: string): SectionKind | undefined {
  if (line.length > 40) return undefined;
  const words = line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[:|•·_*#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Letter-spaced headings ('E X P E R I E N C E') are read as one word.
  const joined = /^(\w )+\w$/.test(words) ? words.replace(/ /g, '') : words;
  return BY_WORDS.get(joined) ?? byLastWord(joined);
}

/** Headings the lists miss, by the word they end in: 'Research Experience', 'Digital Skills'. */
const LAST_WORDS: Record<string, SectionKind> = {
  experience: 'experience',
  internships: 'experience',
  internship: 'experience',
  appointments: 'experience',
  education: 'education',
  training: 'education',
  qualifications: 'education',
  projects: 'projects',
  skills: 'skills',
  awards: 'achievements',
  honors: 'achievements',
  honours: 'achievements',
  certifications: 'achievements',
  certificates: 'achievements',
  licenses: 'achievements',
  licences: 'achievements',
  achievements: 'achievements',
  recognition: 'achievements',
  publications: 'articles',
  articles: 'articles',
};

function byLastWord(words: string): SectionKind | undefined {
  const all = words.split(' ');
  if (all.length > 3 || !/^[a-z ]+$/.test(words)) return undefined;
  return LAST_WORDS[all.at(-1) ?? ''];
}
