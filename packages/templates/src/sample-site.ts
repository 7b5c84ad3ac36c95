import type { PortfolioContent } from '@portfolio/shared/portfolio';

/** The demo's case study (issue 26 item 2): what a write-up in Markdown can hold. */
const SHOPFAST_CASE_STUDY = `## The problem

Half of the shop's visitors came on phones over slow networks, and **one in three left** before the
first product appeared.

## What I did

- Rendered every page on the server, with no script needed to browse
- Cut the images to the size each screen needs
- Moved the checkout to one page with _three_ fields

> "Orders from phones went up by 40% in the first month."

## What I learned

Measure on a real mid-range phone first. The full numbers are in
[the write-up on my blog](https://example.com/shopfast-notes).`;

/** Sample content for the template preview and the seeded demo site. */
export const sampleSite: PortfolioContent = {
  title: 'Full-Stack Developer',
  name: 'Aarav Sharma',
  email: 'aarav@example.com',
  contactNumber: '+91 98765 43210',
  alternateContactNumber: '',
  linkidenUrl: 'https://www.linkedin.com/in/aarav-sharma-example',
  githubUrl: 'https://github.com/aarav-example',
  instagramUrl: '',
  facebookUrl: '',
  twitterUrl: '',
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
      title: 'ShopFast',
      role: 'Lead developer',
      startDate: '2023-01-01',
      endDate: '',
      techStack: 'React, Fastify, PostgreSQL',
      link: 'https://example.com/shopfast',
      details: 'A storefront that loads in under a second on a 3G phone.',
      caseStudy: SHOPFAST_CASE_STUDY,
    },
    {
      title: 'Clinic Booking',
      role: 'Full-stack developer',
      startDate: '2021-03-01',
      endDate: '2022-08-31',
      techStack: 'Next.js, Node.js',
      link: '',
      details: 'Appointments for 40 clinics, with SMS reminders.',
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
  ],
  achievements: [
    {
      title: 'Hackathon winner',
      description: 'First prize at the Pune civic tech hackathon.',
      date: '2022-11-12',
      link: '',
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
    { name: 'Frontend', skills: ['React', 'TypeScript', 'Accessibility', 'CSS'] },
    { name: 'Backend', skills: ['Node.js', 'PostgreSQL', 'AWS'] },
  ],
  services: [
    { name: 'Performance audit', description: 'A report and a fix list within a week.', price: '₹15 000' },
    { name: 'Team mentoring', description: 'An hour a week with your developers.', price: '' },
  ],
  testimonials: [
    {
      quote: 'Aarav halved our page weight and our bounce rate with it.',
      name: 'Meera Rao',
      role: 'CTO, Brightlabs',
      link: 'https://example.com/meera',
    },
  ],
  // A section of the owner's own (issue 26): it comes after the template's sections unless placed.
  customSections: [
    {
      id: 'talks001',
      title: 'Talks',
      items: [
        {
          title: 'Shipping for 3G phones',
          subtitle: 'JSConf India, Bengaluru',
          startDate: '2024-06-01',
          endDate: '',
          description: 'What a 50 KB budget taught a team of four.',
          link: 'https://example.com/talks/3g',
        },
        {
          title: 'Accessible dashboards',
          subtitle: 'React Pune meetup',
          startDate: '2023-02-01',
          endDate: '',
          description: 'Charts a screen reader can read.',
          link: '',
        },
      ],
    },
  ],
  // Each template's own order, nothing hidden (a demo site shows an owner's order: sites/demo.ts).
  sectionOrder: [],
  hiddenSections: [],
};
