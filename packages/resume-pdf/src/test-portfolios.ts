import { LIST_MAX_ITEMS, type PortfolioContent, portfolioContentSchema } from '@portfolio/shared/portfolio';

/** Portfolios the tests render: each is checked by the form's own schema. */

export const samplePortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'Full-Stack Developer',
  name: 'Aarav Sharma',
  email: 'aarav@example.com',
  contactNumber: '+91 98765 43210',
  alternateContactNumber: '',
  linkidenUrl: 'https://www.linkedin.com/in/aarav-sharma-example',
  githubUrl: 'https://github.com/aarav-example',
  twitterUrl: 'https://x.com/aarav_example',
  summary: 'I design and build fast, accessible web applications with React, TypeScript and Node.js.',
  aboutMe:
    'Six years of shipping products for start-ups and agencies. I care about performance budgets, clear interfaces and code the next engineer understands at a glance.',
  address: 'Pune, India',
  educations: [
    {
      schoolCollegeName: 'College of Engineering, Pune',
      course: 'B.Tech',
      startDate: '2014-07-01',
      endDate: '2018-05-31',
      majorField: 'Computer Engineering',
      percentage: '8.7 CGPA',
      yourLearning: 'Data structures, networks, and how to work in a team.',
    },
  ],
  projects: [
    {
      title: 'Clinic Booking',
      role: 'Full-stack developer',
      startDate: '2021-03-01',
      endDate: '2022-08-31',
      techStack: 'Next.js, Node.js',
      link: '',
      details: 'Appointments for 40 clinics, with SMS reminders.',
    },
    {
      title: 'ShopFast',
      role: 'Lead developer',
      startDate: '2023-01-01',
      endDate: '',
      techStack: 'React, Fastify, PostgreSQL',
      link: 'https://example.com/shopfast',
      details: 'A storefront that loads in under a second on a 3G phone.\nPayments, search and reviews.',
    },
  ],
  experiences: [
    {
      companyName: 'Codeworks',
      role: 'Engineer',
      startDate: '2018-07-01',
      endDate: '2020-12-31',
      techStack: 'JavaScript, Angular',
      summary: 'Built booking and payment flows for travel agencies.',
    },
    {
      companyName: 'Brightlabs',
      role: 'Senior Engineer',
      startDate: '2021-01-01',
      endDate: '',
      techStack: 'TypeScript, React, AWS',
      summary: 'Lead a team of four building customer-facing dashboards.',
    },
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
});

/** Only what the form requires. */
export const minimalPortfolio: PortfolioContent = portfolioContentSchema.parse({
  title: 'Designer',
  name: 'Mira Rao',
  email: 'mira@example.com',
});

const LONG_SUMMARY = Array.from(
  { length: 40 },
  (_, i) => `Sentence ${i + 1} of a long account of what was built, for whom, and what came of it.`,
).join(' ');

/** Every experience slot used, each with a long summary: many pages. */
export const longPortfolio: PortfolioContent = portfolioContentSchema.parse({
  ...samplePortfolio,
  experiences: Array.from({ length: LIST_MAX_ITEMS }, (_, i) => ({
    companyName: `Company ${i + 1}`,
    role: 'Engineer',
    startDate: `${1990 + i}-01-01`,
    endDate: `${1990 + i}-12-31`,
    techStack: 'TypeScript',
    summary: LONG_SUMMARY,
  })),
});
