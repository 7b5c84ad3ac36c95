import { EMPTY_CUSTOM_SECTION_ITEM } from '@portfolio/shared/portfolio';
import type { SiteData } from './site-data.ts';

// Edge-case sites for the tests of every template (here, and in Chromium in e2e/): every field
// empty, hostile values, and very long, right-to-left and emoji text.

export function emptySite(): SiteData {
  return {
    title: '',
    name: '',
    email: '',
    contactNumber: '',
    alternateContactNumber: '',
    linkidenUrl: '',
    githubUrl: '',
    instagramUrl: '',
    facebookUrl: '',
    twitterUrl: '',
    summary: '',
    aboutMe: '',
    address: '',
    educations: [],
    projects: [],
    experiences: [],
    achievements: [],
    articles: [],
    skills: [],
    services: [],
    testimonials: [],
    hostingName: 'empty-site',
    siteUrl: 'http://empty-site.localhost:3000/',
    cover: undefined,
    reportUrl: 'http://localhost:3000/report?site=empty-site',
  };
}

const XSS = '<script>alert(1)</script>';

export function hostileSite(base: SiteData): SiteData {
  return {
    ...base,
    name: XSS,
    title: '"><img src=x onerror=alert(2)>',
    summary: '</script><script>alert(3)</script>',
    aboutMe: "' onmouseover='alert(4)",
    address: '<iframe src="javascript:alert(5)">',
    email: 'a"><script>@x.com',
    contactNumber: '+91 <b>x</b> 123',
    githubUrl: 'javascript:alert(6)',
    linkidenUrl: 'data:text/html,<script>alert(7)</script>',
    twitterUrl: ' JaVaScRiPt:alert(8)',
    projects: [
      {
        title: '<b>x</b>',
        role: '<style>body{display:none}</style>',
        startDate: '"><x',
        endDate: '',
        techStack: '<svg onload=alert(9)>, ok',
        link: 'javascript:alert(10)',
        details: '<a href="javascript:alert(11)">x</a>',
      },
    ],
    achievements: [{ title: XSS, description: XSS, date: '2020-01-01', link: 'vbscript:msgbox(1)' }],
    articles: [
      { date: '', title: 'Data', description: '', link: 'data:text/html,<script>alert(12)</script>' },
    ],
    educations: [
      {
        schoolCollegeName: XSS,
        course: XSS,
        startDate: '',
        endDate: '',
        majorField: XSS,
        percentage: XSS,
        yourLearning: XSS,
      },
    ],
    experiences: [{ companyName: XSS, role: XSS, startDate: '', endDate: '', techStack: XSS, summary: XSS }],
    skills: [{ name: XSS, skills: [XSS, '<img src=x onerror=alert(15)>'] }],
    services: [{ name: XSS, description: XSS, price: XSS }],
    testimonials: [{ quote: XSS, name: XSS, role: XSS, link: 'javascript:alert(16)' }],
    customSections: [
      {
        id: 'hostile1',
        title: XSS,
        items: [
          {
            title: XSS,
            subtitle: XSS,
            startDate: '"><x',
            endDate: '',
            description: XSS,
            link: 'javascript:alert(17)',
          },
        ],
      },
      // Never saved so (the id is checked): left out rather than put in an element id.
      { id: '"><b>x</b>', title: 'Bad id', items: [{ ...EMPTY_CUSTOM_SECTION_ITEM, title: 'x' }] },
    ],
    contactUrl: 'javascript:alert(13)',
    resumeUrl: 'data:application/pdf,x',
    reportUrl: 'javascript:alert(14)',
  };
}

export function longSite(base: SiteData): SiteData {
  const rtl = 'مرحبا بالعالم — שלום עולם';
  return {
    ...base,
    name: `Ünïcødé Nàme 🚀 ${rtl}`,
    title: `${'Very long title '.repeat(20)}🚀`,
    summary: `${rtl} ${'word '.repeat(190)}`.slice(0, 1000),
    aboutMe: 'a'.repeat(5000),
    address: `${'Street '.repeat(60)}${rtl}`,
    projects: Array.from({ length: 50 }, (_, i) => ({
      title: `Project ${i + 1} ${i % 5 === 0 ? rtl : '🚀'}`,
      role: 'Supercalifragilisticexpialidocious-engineer-of-very-long-words',
      startDate: `20${String(10 + (i % 14)).padStart(2, '0')}-01-01`,
      endDate: i % 3 === 0 ? '' : `20${String(11 + (i % 14)).padStart(2, '0')}-06-30`,
      techStack: Array.from({ length: 15 }, (_, k) => `Skill${k}`).join(', '),
      link: `https://example.com/${'very-long-path-segment/'.repeat(10)}${i}`,
      details: `${'https://example.com/unbroken-'.repeat(10)} ${rtl} 🎨🧪`,
    })),
    skills: Array.from({ length: 30 }, (_, i) => ({
      name: `Group ${i + 1} ${i % 4 === 0 ? rtl : '🧪'}`,
      skills: Array.from({ length: 40 }, (_, k) => `Supercalifragilistic-skill-${k}`),
    })),
    services: Array.from({ length: 30 }, (_, i) => ({
      name: `Service ${i + 1} ${'with a very long name '.repeat(8)}`,
      description: `${rtl} ${'word '.repeat(400)}`,
      price: i % 2 ? '' : `₹${'9'.repeat(40)}`,
    })),
    customSections: Array.from({ length: 10 }, (_, s) => ({
      id: `long${String(s).padStart(4, '0')}`,
      title: `${'Section '.repeat(7)}${s} ${rtl}`.slice(0, 60),
      items: Array.from({ length: 30 }, (_, i) => ({
        title: `Talk ${i + 1} ${'with a very long name '.repeat(8)}`,
        subtitle: `${rtl} 🎨`,
        startDate: '2020-01-01',
        endDate: i % 2 ? '2021-06-01' : '',
        description: `${'https://example.com/unbroken-'.repeat(10)} ${rtl}`,
        link: `https://example.com/${'long/'.repeat(40)}`,
      })),
    })),
    testimonials: Array.from({ length: 30 }, (_, i) => ({
      quote: `${'https://example.com/unbroken-'.repeat(20)} ${rtl} 🎨`,
      name: `Reviewer ${i + 1} ${rtl}`,
      role: 'Supercalifragilisticexpialidocious-chief-of-very-long-words',
      link: i % 2 ? '' : `https://example.com/${'long/'.repeat(40)}`,
    })),
  };
}
