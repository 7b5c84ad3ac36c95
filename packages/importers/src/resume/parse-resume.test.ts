import { describe, expect, it } from 'vitest';
import { finishImport } from '../import-result.ts';
import { parseResume } from './parse-resume.ts';

/** Lines as a PDF gives them: the first (the name) in a larger font. */
const resume = (...texts: string[]) => ({
  lines: texts.map((text, index) => ({ text, size: index === 0 ? 20 : 10 })),
  links: [],
  wraps: true,
});

describe('reading a résumé by its rules', () => {
  it('reads the contact block, the sections by their headings and each entry', () => {
    const draft = parseResume(
      resume(
        'Asha Rao',
        'Senior Software Engineer',
        'asha.rao@example.com | +91 98765 43210 | Pune, India',
        'linkedin.com/in/asha-rao | github.com/asha-rao | https://asha.dev',
        'PROFESSIONAL SUMMARY',
        'I build fast, accessible web applications.',
        'Work History',
        'Senior Engineer — Brightlabs\tJan 2021 – Present',
        '• Led a team of four building dashboards',
        'Tech: TypeScript, React',
        'Codeworks Technologies',
        'Software Developer | 03/2018 - 12/2020',
        '• Built booking flows',
        'Education',
        'B.Tech in Computer Engineering — College of Engineering, Pune\t2014-18',
        'Skills',
        'Languages: TypeScript, Go',
        'Docker · Kubernetes · CI/CD',
        'Honors & Awards',
        '• Hackathon Winner — First prize at the civic hackathon (Nov 2022)',
        'Languages',
        'English, Hindi',
      ),
    );
    const result = finishImport(draft);
    const values = result.values as Record<string, unknown>;
    expect(values).toMatchObject({
      name: 'Asha Rao',
      title: 'Senior Software Engineer',
      email: 'asha.rao@example.com',
      contactNumber: '+91 98765 43210',
      address: 'Pune, India',
      linkidenUrl: 'https://linkedin.com/in/asha-rao',
      githubUrl: 'https://github.com/asha-rao',
      summary: 'I build fast, accessible web applications.',
    });
    expect(values.experiences).toMatchObject([
      {
        role: 'Senior Engineer',
        companyName: 'Brightlabs',
        startDate: '2021-01-01',
        endDate: '',
        techStack: 'TypeScript, React',
        summary: 'Led a team of four building dashboards',
      },
      {
        role: 'Software Developer',
        companyName: 'Codeworks Technologies',
        startDate: '2018-03-01',
        endDate: '2020-12-01',
      },
    ]);
    expect(values.educations).toMatchObject([
      {
        course: 'B.Tech',
        majorField: 'Computer Engineering',
        schoolCollegeName: 'College of Engineering, Pune',
        startDate: '2014-01-01',
        endDate: '2018-01-01',
      },
    ]);
    expect(values.skills).toEqual([
      { name: 'Skills', skills: ['Docker', 'Kubernetes', 'CI/CD'] },
      { name: 'Languages', skills: ['TypeScript', 'Go'] },
    ]);
    expect(values.achievements).toMatchObject([
      { title: 'Hackathon Winner', description: 'First prize at the civic hackathon', date: '2022-11-01' },
    ]);
    // Years read from '2014-18' are guesses of the month and century: marked for review.
    expect(result.review).toEqual(['educations.0.startDate', 'educations.0.endDate']);
    expect(result.notImported).toEqual([
      'Your website https://asha.dev was not imported: the form has no field for it.',
      '“Languages” was not imported: the form has no such section.',
    ]);
    expect(result.imported).toContain('Experience: 2 positions');
  });

  it('marks for review what it could only guess: a name not set apart, which piece is the organisation', () => {
    const draft = parseResume({
      lines: ['Asha Rao', 'asha@example.com', 'Experience', 'Brightlabs — Pune Works\t2020 – 2022'].map(
        (text) => ({ text, size: 0 }),
      ),
      links: [],
      wraps: false,
    });
    expect(draft.review).toEqual([
      'name',
      'experiences.0.startDate',
      'experiences.0.endDate',
      'experiences.0.companyName',
    ]);
  });

  it('reads a sidebar read before the main column: the name is the largest text wherever it is', () => {
    const draft = parseResume({
      lines: [
        { text: 'Contact', size: 12 },
        { text: 'asha@example.com', size: 10 },
        { text: 'Skills', size: 12 },
        { text: 'Go, Rust', size: 10 },
        { text: 'Asha Rao', size: 22 },
        { text: 'Data Engineer', size: 11 },
        { text: 'Experience', size: 12 },
        { text: 'Data Engineer — Kestrel Analytics\t2021 – Present', size: 10 },
      ],
      links: ['https://www.linkedin.com/in/asha'],
      wraps: true,
    });
    expect(draft.text).toMatchObject({
      name: 'Asha Rao',
      title: 'Data Engineer',
      email: 'asha@example.com',
      linkidenUrl: 'https://www.linkedin.com/in/asha',
    });
    expect(draft.lists?.skills).toEqual([{ name: 'Skills', skills: ['Go', 'Rust'] }]);
    expect(draft.lists?.experiences).toHaveLength(1);
  });

  it('reads a European CV: headings by their last word, a date line over role and employer, a bulleted skill list', () => {
    const draft = parseResume(
      resume(
        'Jonas Becker',
        'jonas.becker@example.de',
        'Research Experience',
        '09.2020 – present',
        'Backend Developer',
        'Zalando SE',
        '• Payment services in Java',
        'Digital skills',
        '• Java',
        '• Kotlin',
      ),
    );
    expect(draft.lists?.experiences).toEqual([
      {
        role: 'Backend Developer',
        companyName: 'Zalando SE',
        startDate: '2020-09-01',
        endDate: '',
        techStack: '',
        summary: 'Payment services in Java',
      },
    ]);
    expect(draft.lists?.skills).toEqual([{ name: 'Skills', skills: ['Java', 'Kotlin'] }]);
  });

  it('joins a line a PDF column cut, never a DOCX paragraph; an organisation under a role heads the entry', () => {
    const lines = [
      'Experience',
      'Backend Engineer | Quantum Ledger\t2022 – Present',
      'Inc.',
      '• Payments',
      'Frontend Developer\tMarch 2019 - Dec 2021',
      'Bright Bytes Agency',
      '• Rebuilt 12 websites',
    ].map((text) => ({ text, size: 0 }));
    const read = (wraps: boolean) =>
      parseResume({ lines, links: [], wraps }).lists?.experiences?.map((e) => [e.role, e.companyName]);
    expect(read(true)).toEqual([
      ['Backend Engineer', 'Quantum Ledger Inc.'],
      ['Frontend Developer', 'Bright Bytes Agency'],
    ]);
    expect(read(false)).toEqual([
      ['Backend Engineer', 'Quantum Ledger'],
      ['Frontend Developer', 'Bright Bytes Agency'],
    ]);
  });

  it('keeps HTML in texts as typed and never takes a javascript: link', () => {
    const result = finishImport(
      parseResume({
        ...resume(
          'Asha Rao',
          'asha@example.com | github.com/asha"><script>alert(1)</script>',
          'Summary',
          '<script>alert(1)</script> I build <b>fast</b> sites.',
          'Projects',
          'Pwn <img src=x onerror=alert(1)>',
          'Link: javascript:alert(document.cookie)',
        ),
        links: ['javascript:alert(1)//linkedin.com/in/asha'],
      }),
    );
    // The site and the editor print text as text: it is kept as typed, as every import keeps it.
    expect(result.values.summary).toBe('<script>alert(1)</script> I build <b>fast</b> sites.');
    const [project] = result.values.projects as { title: string; link: string; details: string }[];
    expect(project).toMatchObject({ title: 'Pwn <img src=x onerror=alert(1)>', link: '' });
    expect(result.values).toMatchObject({ linkidenUrl: '', githubUrl: '' });
    expect(JSON.stringify(result.values)).not.toMatch(/"(?:link|\w+Url)":"javascript:/);
  });

  it('leaves a javascript: link out through the form schema if one is ever read', () => {
    const result = finishImport({ lists: { projects: [{ title: 'Pwn', link: 'javascript:alert(1)' }] } });
    expect(result.values.projects).toMatchObject([{ title: 'Pwn', link: '' }]);
    expect(result.notImported).toEqual([
      'Projects 1: “javascript:alert(1)” was left out: Enter a full link starting with http:// or https://.',
    ]);
  });
});
