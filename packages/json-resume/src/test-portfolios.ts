import {
  LIST_MAX_ITEMS,
  type PortfolioContent,
  portfolioContentSchema,
  SKILL_MAX_LENGTH,
  SKILLS_PER_GROUP_MAX,
} from '@portfolio/shared/portfolio';

/** Portfolios the tests export, import and compare: each is checked by the form's own schema. */

export const richPortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'Full-Stack Developer',
  name: 'Aarav Sharma',
  email: 'aarav@example.com',
  contactNumber: '+91 98765 43210',
  alternateContactNumber: '020 2345 6789',
  linkidenUrl: 'https://www.linkedin.com/in/aarav-sharma-example',
  githubUrl: 'https://github.com/aarav-example',
  instagramUrl: 'https://www.instagram.com/aarav.example',
  facebookUrl: 'https://www.facebook.com/aarav.example',
  twitterUrl: 'https://x.com/aarav_example',
  summary: 'I design and build fast, accessible web applications.',
  aboutMe: 'Six years of shipping products.\n\nI care about performance budgets and clear interfaces.',
  address: '12 MG Road\nPune 411001, India',
  educations: [
    {
      schoolCollegeName: 'College of Engineering, Pune',
      course: 'B.Tech',
      startDate: '2014-07-01',
      endDate: '2018-05-31',
      majorField: 'Computer Engineering',
      percentage: '8.7 CGPA',
      yourLearning: 'Data structures\nNetworks\nWorking in a team',
    },
    {
      schoolCollegeName: 'Fergusson College',
      course: 'HSC',
      startDate: '2012-06-01',
      endDate: '2014-03-31',
      majorField: '',
      percentage: '91%',
      yourLearning: 'Physics, and how to study.\n\n  Indented second paragraph.',
    },
  ],
  projects: [
    {
      title: 'ShopFast',
      role: 'Lead developer, designer',
      startDate: '2023-01-01',
      endDate: '',
      techStack: 'React, Fastify, PostgreSQL',
      link: 'https://example.com/shopfast',
      details: 'A storefront that loads in under a second on a 3G phone.\nPayments, search and reviews.',
    },
    {
      title: 'Clinic Booking',
      role: '',
      startDate: '2021-03-01',
      endDate: '2022-08-31',
      techStack: 'Next.js / Node.js,SMS',
      link: '',
      details: '',
    },
  ],
  experiences: [
    {
      companyName: 'Brightlabs',
      role: 'Senior Engineer',
      startDate: '2021-01-01',
      endDate: '',
      techStack: 'TypeScript, React, AWS',
      summary: 'Lead a team of four building customer-facing dashboards.',
    },
    { companyName: '', role: '', startDate: '', endDate: '', techStack: 'Only a tech stack', summary: '' },
  ],
  achievements: [
    {
      title: 'Hackathon winner',
      description: 'First prize at the Pune civic tech hackathon.',
      date: '2022-11-12',
      link: 'https://example.com/hackathon',
    },
  ],
  articles: [
    {
      date: '2024-05-02',
      title: 'Shipping a 50 KB React app',
      description: 'What we cut, and what we kept.',
      link: 'https://example.com/blog/50kb',
    },
  ],
  skills: [
    { name: 'Frontend', skills: ['React', 'TypeScript', 'Accessibility'] },
    { name: 'Backend', skills: ['Node.js', 'PostgreSQL'] },
  ],
  services: [
    { name: 'Performance audit', description: 'A report and a fix list in a week.', price: '₹15 000' },
    { name: 'Mentoring', description: 'An hour a week.', price: '' },
  ],
  testimonials: [
    {
      quote: 'Aarav cut our page weight in half.',
      name: 'Meera Rao',
      role: 'CTO, Brightlabs',
      link: 'https://meera.example.com/',
    },
  ],
});

/** Only what the form requires. */
export const minimalPortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'Designer',
  name: 'Mira',
  email: 'mira@example.com',
});

/** Scripts of several directions, emoji, and HTML that must stay text. */
export const unicodePortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'مهندسة برمجيات 👩‍💻',
  name: 'ليلى عبد الله',
  email: 'layla@example.com',
  summary: 'עברית, العربية, 中文, Ελληνικά, हिन्दी — and 🚀🔥 emoji.',
  aboutMe:
    '<b>bold?</b> <script>alert("x")</script> & "quotes" \'single\' <a href="javascript:alert(1)">x</a>',
  address: 'شارع الملك فهد، الرياض',
  projects: [
    {
      title: '<i>Itálico</i> & “curly”',
      techStack: 'Rust 🦀, 日本語',
      details: 'Line one\u200F\nLine two with a right-to-left mark',
    },
  ],
});

/** Every list full and every text field at the form's limit. */
export const maximalPortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'T'.repeat(200),
  name: 'N'.repeat(200),
  email: `${'e'.repeat(240)}@example.com`,
  contactNumber: `+${'1'.repeat(19)}`,
  alternateContactNumber: `+${'2'.repeat(19)}`,
  linkidenUrl: `https://www.linkedin.com/in/${'l'.repeat(472)}`,
  githubUrl: `https://github.com/${'g'.repeat(481)}`,
  instagramUrl: `https://www.instagram.com/${'i'.repeat(474)}`,
  facebookUrl: `https://www.facebook.com/${'f'.repeat(475)}`,
  twitterUrl: `https://x.com/${'t'.repeat(486)}`,
  summary: 'S'.repeat(1000),
  aboutMe: 'A'.repeat(5000),
  address: 'D'.repeat(500),
  educations: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    schoolCollegeName: `${i}`.padEnd(200, 's'),
    course: 'c'.repeat(200),
    startDate: '2001-01-01',
    endDate: '2004-12-31',
    majorField: 'm'.repeat(200),
    percentage: 'p'.repeat(20),
    yourLearning: 'y'.repeat(5000),
  })),
  projects: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    title: `${i}`.padEnd(200, 't'),
    role: 'r'.repeat(200),
    startDate: '2010-02-28',
    endDate: '2011-03-01',
    techStack: 'k'.repeat(500),
    link: `https://example.com/${'p'.repeat(480)}`,
    details: 'd'.repeat(5000),
  })),
  experiences: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    companyName: `${i}`.padEnd(200, 'c'),
    role: 'r'.repeat(200),
    startDate: '1999-12-31',
    endDate: '2000-01-01',
    techStack: 'k'.repeat(500),
    summary: 's'.repeat(5000),
  })),
  achievements: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    title: `${i}`.padEnd(200, 'a'),
    description: 'd'.repeat(5000),
    date: '2020-02-29',
    link: `https://example.com/${'a'.repeat(480)}`,
  })),
  articles: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    date: '2024-12-31',
    title: `${i}`.padEnd(200, 'w'),
    description: 'd'.repeat(5000),
    link: `https://example.com/${'w'.repeat(480)}`,
  })),
  skills: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    name: `${i}`.padEnd(100, 'g'),
    skills: Array.from({ length: SKILLS_PER_GROUP_MAX }, (_, j) => `${j}`.padEnd(SKILL_MAX_LENGTH, 's')),
  })),
  // Full, but their long texts short: every text at its limit would pass the import's 1 MB.
  services: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    name: `${i}`.padEnd(200, 'v'),
    description: 'A service.',
    price: 'p'.repeat(60),
  })),
  testimonials: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    quote: 'A quote.',
    name: `${i}`.padEnd(200, 'n'),
    role: 'r'.repeat(200),
    link: `https://example.com/${'t'.repeat(480)}`,
  })),
});
