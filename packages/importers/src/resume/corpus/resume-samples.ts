// Sample résumés for the tests and the accuracy bench (bench/import.ts): people made from fixed pools
// by a seeded generator, so the corpus is the same on every run. What the form should read from
// each (`expectedOf`) is derived from the same data the files are written from.

/** A month of a year; without `month` only the year is written. */
export type Month = { year: number; month?: number };

export type SampleJob = {
  role: string;
  company: string;
  location: string;
  start: Month;
  /** Missing: 'Present'. */
  end?: Month;
  bullets: string[];
  tech: string;
};
export type SampleSchool = {
  school: string;
  degree: string;
  major: string;
  start?: Month;
  end: Month;
  grade: string;
};
export type SampleProject = { title: string; role: string; tech: string; link: string; details: string };
export type SampleNote = { title: string; description: string; date?: Month; link: string };
export type SampleResume = {
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  github: string;
  website: string;
  summary: string;
  jobs: SampleJob[];
  schools: SampleSchool[];
  projects: SampleProject[];
  skills: { name: string; skills: string[] }[];
  awards: SampleNote[];
  articles: SampleNote[];
};

/** A small deterministic generator (mulberry32), so every run makes the same people. */
export function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    return Array.from(
      { length: Math.min(n, pool.length) },
      () => pool.splice(Math.floor(next() * pool.length), 1)[0] as T,
    );
  };
  return { next, pick, some, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const FIRST = [
  'Aarav',
  'Priya',
  'Meera',
  'Daniel',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Fatima',
  'Oliver',
  'Chen',
  'Zoe',
  'Rahul',
  'Ines',
  'Tomás',
  'Hannah',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Okafor',
  'Müller',
  'García',
  'Tanaka',
  'Nguyen',
  'Rossi',
  'Haddad',
  'Brown',
  'Wei',
  'Kowalski',
  'Menon',
  'Silva',
  "O'Neill",
  'Fischer',
];
const CITIES = [
  'Pune, India',
  'Berlin, Germany',
  'Toronto, Canada',
  'Austin, TX',
  'Lisbon, Portugal',
  'Bengaluru, India',
  'London, UK',
  'Singapore, Singapore',
];
const COMPANIES = [
  'Brightlabs',
  'Codeworks Technologies',
  'Northwind Traders',
  'Helix Health',
  'Acme Corp',
  'Bluefin Software',
  'Quantum Ledger Inc.',
  'Papaya Studio',
  'Riverbank Capital',
  'Orbital Systems',
  'Greenleaf Foods',
  'Zeta Payments',
  'Kestrel Analytics',
  'Monsoon Media',
  'Atlas Logistics',
];
const ROLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Frontend Developer',
  'Data Analyst',
  'Product Designer',
  'Engineering Manager',
  'Backend Engineer',
  'Machine Learning Engineer',
  'DevOps Engineer',
  'QA Intern',
  'Marketing Manager',
  'Technical Writer',
  'Full-Stack Developer',
  'Data Scientist',
  'Mobile Developer',
];
const BULLETS = [
  'Built booking and payment flows used by 40 travel agencies',
  'Cut page load time from 4.1 s to 1.2 s on mid-range phones',
  'Led a team of four building customer-facing dashboards',
  'Moved 30 services to Kubernetes with no downtime',
  'Wrote the onboarding guide every new engineer now starts with',
  'Designed an A/B testing pipeline that runs 20 experiments a month',
  'Reduced cloud costs by 35% through caching and right-sizing',
  'Shipped the first offline-capable version of the mobile app',
  'Mentored three interns, two of whom joined full-time',
  'Automated release notes from commit history',
];
const TECH = [
  'TypeScript, React, Node.js',
  'Python, Django, PostgreSQL',
  'Go, Kubernetes, AWS',
  'Kotlin, Android, Firebase',
  'Figma, Framer',
  'SQL, dbt, Looker',
  'Java, Spring Boot, Kafka',
];
const SCHOOLS = [
  'University of Pune',
  'College of Engineering, Pune',
  'Stanford University',
  'Indian Institute of Technology Bombay',
  'University of Toronto',
  'Technical University of Munich',
  'National University of Singapore',
  'University of Lisbon',
];
const DEGREES: [string, string][] = [
  ['B.Tech', 'Computer Engineering'],
  ['Bachelor of Science', 'Computer Science'],
  ['M.S.', 'Data Science'],
  ['MBA', ''],
  ['B.A.', 'Economics'],
  ['Master of Design', 'Interaction Design'],
  ['B.E.', 'Electronics'],
];
const GRADES = ['8.7 CGPA', 'GPA 3.8/4.0', '82%', ''];
const PROJECTS: [string, string][] = [
  ['Clinic Booking', 'Appointments for 40 clinics, with SMS reminders'],
  ['ShopFast', 'A storefront that loads in under a second on a 3G phone'],
  ['Budget Buddy', 'A shared budget app for flatmates'],
  ['Trailmap', 'Offline hiking maps for the Western Ghats'],
  ['Inkwell', 'A Markdown editor with live collaboration'],
  ['Pulse', 'A status page generator for small teams'],
];
const SKILL_GROUPS: [string, string[]][] = [
  ['Languages', ['TypeScript', 'Python', 'Go', 'SQL', 'Kotlin', 'Java']],
  ['Frameworks', ['React', 'Node.js', 'Django', 'Spring Boot', 'Next.js']],
  ['Tools', ['Docker', 'Kubernetes', 'Git', 'Figma', 'Terraform', 'CI/CD']],
];
const AWARDS: [string, string][] = [
  ['Hackathon Winner', 'First prize at the city civic tech hackathon'],
  ['AWS Certified Solutions Architect', 'Amazon Web Services certification'],
  ['Employee of the Year', 'Chosen from 300 engineers'],
  ['Dean’s List', 'Top 5% of the graduating class'],
];
const ARTICLES: [string, string][] = [
  ['Shipping a 50 KB React App', 'What we cut, and what we kept'],
  ['Zero-Downtime Migrations in PostgreSQL', 'Lessons from moving 2 TB'],
  ['Designing for Slow Networks', 'A field guide for product teams'],
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

/** A person's résumé, the same for the same seed. */
export function sampleResume(seed: number): SampleResume {
  const r = seeded(seed);
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const handle = slug(`${first}-${last}`);
  let year = 2025;
  const jobs: SampleJob[] = Array.from({ length: r.int(2, 3) }, (_, index) => {
    const startYear = year - r.int(1, 3);
    const job: SampleJob = {
      role: r.pick(ROLES),
      company: r.pick(COMPANIES),
      location: r.pick(CITIES),
      start: { year: startYear, month: r.int(1, 12) },
      ...(index > 0 && { end: { year, month: r.int(1, 12) } }),
      bullets: r.some(BULLETS, r.int(1, 3)),
      tech: r.pick(TECH),
    };
    year = startYear;
    return job;
  });
  for (const [a, b] of jobs.slice(1).map((job, i) => [jobs[i], job] as const)) {
    if (a && b && b.company === a.company)
      b.company = COMPANIES[(COMPANIES.indexOf(a.company) + 1) % COMPANIES.length] ?? '';
  }
  const schools: SampleSchool[] = Array.from({ length: r.int(1, 2) }, (_, index) => {
    const [degree, major] = r.pick(DEGREES);
    const end = year - index * 4;
    return {
      school: r.pick(SCHOOLS),
      degree,
      major,
      start: { year: end - 4, month: 7 },
      end: { year: end, month: 5 },
      grade: r.pick(GRADES),
    };
  });
  const projects = r.some(PROJECTS, r.int(1, 2)).map(([title = '', details = '']) => ({
    title,
    role: r.next() < 0.5 ? 'Lead Developer' : '',
    tech: r.pick(TECH),
    link: `https://${handle}.example.com/${slug(title)}`,
    details,
  }));
  return {
    name: `${first} ${last}`,
    title: r.pick(ROLES),
    email: `${handle.replace(/-/g, '.')}@example.com`,
    phone: r.pick([
      '+91 98765 43210',
      '+1 415 555 0134',
      '+49 30 1234 5678',
      '+44 20 7946 0958',
      '+351 912 345 678',
    ]),
    location: r.pick(CITIES),
    linkedin: `https://www.linkedin.com/in/${handle}`,
    github: `https://github.com/${handle}`,
    website: r.next() < 0.5 ? `https://${handle}.dev` : '',
    summary: `${r.pick(ROLES)} with ${r.int(3, 12)} years of building products people rely on. I care about clear interfaces, fast pages and code the next engineer understands.`,
    jobs,
    schools,
    projects,
    skills: SKILL_GROUPS.slice(0, r.int(2, 3)).map(([name, skills]) => ({
      name,
      skills: r.some(skills, r.int(3, 5)),
    })),
    awards: r.some(AWARDS, r.int(1, 2)).map(([title, description]) => ({
      title,
      description,
      date: { year: r.int(2016, 2024), month: r.int(1, 12) },
      link: '',
    })),
    articles:
      r.next() < 0.6
        ? r.some(ARTICLES, r.int(1, 2)).map(([title, description]) => ({
            title,
            description,
            date: { year: r.int(2019, 2025), month: r.int(1, 12) },
            link: `https://${handle}.dev/blog/${slug(title)}`,
          }))
        : [],
  };
}

/** A month as the form holds it: its first day; a year alone is 1 January. */
export const formDate = (month: Month | undefined) =>
  month ? `${month.year}-${String(month.month ?? 1).padStart(2, '0')}-01` : '';

/** What the parser should read from a résumé of `sample`: the fields the bench scores. */
export function expectedOf(sample: SampleResume) {
  return {
    name: sample.name,
    title: sample.title,
    email: sample.email,
    phone: sample.phone,
    linkidenUrl: sample.linkedin,
    githubUrl: sample.github,
    experiences: sample.jobs.map((job) => ({
      role: job.role,
      companyName: job.company,
      startDate: formDate(job.start),
      endDate: formDate(job.end),
    })),
    educations: sample.schools.map((school) => ({
      schoolCollegeName: school.school,
      course: school.degree,
      startDate: formDate(school.start),
      endDate: formDate(school.end),
    })),
    projects: sample.projects.map((project) => ({ title: project.title })),
    skills: sample.skills.flatMap((group) => group.skills),
    achievements: sample.awards.map((award) => ({ title: award.title, date: formDate(award.date) })),
    articles: sample.articles.map((article) => ({ title: article.title, date: formDate(article.date) })),
  };
}

export type ExpectedResume = ReturnType<typeof expectedOf>;
