/**
 * The sample portfolio the Techfolio preview shows. Field names are those of the portfolio form and
 * payload (SPEC.md §3), so the preview reads the same shape a real portfolio has.
 */
export type SamplePortfolio = {
  hostingName: string;
  title: string;
  name: string;
  email: string;
  contactNumber: string;
  address: string;
  summary: string;
  aboutMe: string;
  githubUrl: string;
  linkidenUrl: string;
  twitterUrl: string;
  educations: {
    schoolCollegeName: string;
    course: string;
    startDate: string;
    endDate: string;
    majorField: string;
    percentage: string;
    yourLearning: string;
  }[];
  projects: {
    title: string;
    role: string;
    startDate: string;
    endDate: string;
    techStack: string;
    link: string;
    details: string;
  }[];
  experiences: {
    companyName: string;
    role: string;
    startDate: string;
    endDate: string;
    techStack: string;
    summary: string;
  }[];
  achievements: { title: string; description: string; date: string; link: string }[];
  articles: { date: string; title: string; description: string; link: string }[];
};

export const samplePortfolio: SamplePortfolio = {
  hostingName: 'aarav',
  title: 'Aarav Patel · Full-stack developer',
  name: 'Aarav Patel',
  email: 'aarav.patel@example.com',
  contactNumber: '+91 98765 43210',
  address: 'Pune, Maharashtra, India',
  summary: 'Full-stack developer building fast, accessible web apps with React, Node.js and PostgreSQL.',
  aboutMe:
    'I have spent four years turning product ideas into web apps that people enjoy using. I care about pages that load quickly on a budget phone, forms that work with a keyboard and screen reader, and code the next developer can read. Outside work I mentor students at a weekend coding club and write about what I learn.',
  githubUrl: 'https://github.com/aarav-patel',
  linkidenUrl: 'https://www.linkedin.com/in/aarav-patel',
  twitterUrl: 'https://twitter.com/aarav_builds',
  educations: [
    {
      schoolCollegeName: 'College of Engineering, Pune',
      course: 'B.Tech',
      startDate: '2016-08-01',
      endDate: '2020-06-30',
      majorField: 'Computer Engineering',
      percentage: '8.7 CGPA',
      yourLearning:
        'Data structures, databases and distributed systems. Led the web team of the student coding club.',
    },
  ],
  projects: [
    {
      title: 'ShopLite',
      role: 'Lead developer',
      startDate: '2023-02-01',
      endDate: '2023-09-30',
      techStack: 'React, Node.js, PostgreSQL',
      link: 'https://github.com/aarav-patel/shoplite',
      details:
        'A storefront for small retailers that loads in under a second on 3G. Cut checkout drop-off by 18% for the pilot shops.',
    },
    {
      title: 'Transit Alerts',
      role: 'Solo project',
      startDate: '2022-05-01',
      endDate: '2022-08-31',
      techStack: 'TypeScript, Fastify, Web Push',
      link: 'https://github.com/aarav-patel/transit-alerts',
      details: 'Push notifications for bus delays in Pune, used by 2,000 commuters every day.',
    },
    {
      title: 'Open Notes',
      role: 'Maintainer',
      startDate: '2021-01-01',
      endDate: '',
      techStack: 'React, IndexedDB',
      link: 'https://github.com/aarav-patel/open-notes',
      details: 'An offline-first note-taking app with full keyboard support and 400 stars on GitHub.',
    },
  ],
  experiences: [
    {
      companyName: 'Finlytics',
      role: 'Software Engineer',
      startDate: '2022-01-10',
      endDate: '',
      techStack: 'TypeScript, React, Node.js, AWS',
      summary:
        'Build the customer dashboard used by 40,000 small businesses; led its accessibility audit and fixes.',
    },
    {
      companyName: 'Brightcode Labs',
      role: 'Junior Developer',
      startDate: '2020-07-01',
      endDate: '2021-12-31',
      techStack: 'JavaScript, Express, MongoDB',
      summary: 'Shipped features for three client web apps and set up their automated tests.',
    },
  ],
  achievements: [
    {
      title: 'Winner, Smart India Hackathon',
      description: 'Led a team of five that built a crop-price alert service for farmers.',
      date: '2019-08-15',
      link: 'https://example.com/hackathon',
    },
    {
      title: 'AWS Certified Developer – Associate',
      description: 'Certification in building and deploying applications on AWS.',
      date: '2023-04-20',
      link: 'https://example.com/certificate',
    },
  ],
  articles: [
    {
      date: '2024-03-12',
      title: 'What I learned making our forms accessible',
      description: 'Labels, error messages and focus: the small changes that helped the most.',
      link: 'https://example.com/accessible-forms',
    },
    {
      date: '2023-11-02',
      title: 'A second faster: trimming a React bundle',
      description: 'How code splitting and fewer dependencies halved our JavaScript.',
      link: 'https://example.com/react-bundle',
    },
  ],
};
