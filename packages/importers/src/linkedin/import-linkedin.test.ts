import { describe, expect, it } from 'vitest';
import { importLinkedIn, notLinkedInMessage } from './import-linkedin.ts';
import { ImportRefusal } from './refusal.ts';
import { linkedInCsv, sampleExportFiles, zipOf } from './test-export.ts';

const windows1252 = (text: string) =>
  Uint8Array.from(text, (char) => ({ é: 0xe9, ü: 0xfc })[char] ?? char.charCodeAt(0));

describe('importLinkedIn', () => {
  it('fills the form from a whole export and says what it did not read', () => {
    const result = importLinkedIn(zipOf(sampleExportFiles()));
    expect(result.values).toMatchObject({
      name: 'Asha Rao',
      title: 'Frontend engineer',
      summary: 'I build fast, accessible sites.',
      address: 'Bengaluru, Karnataka, India',
      email: 'asha@example.com',
      contactNumber: '+91 98765 43210',
      githubUrl: 'https://github.com/asharao',
      twitterUrl: 'https://x.com/asharao',
      experiences: [
        {
          companyName: 'Acme',
          role: 'Senior Engineer',
          startDate: '2021-03-01',
          endDate: '',
          summary: 'Led the design system.\n- Cut load time by half, on every page',
        },
        { companyName: 'Globex', role: 'Engineer', startDate: '2018-01-01', endDate: '2021-02-01' },
      ],
      educations: [
        {
          schoolCollegeName: 'IIT Madras',
          course: 'B.Tech',
          startDate: '2013-01-01',
          endDate: '2017-01-01',
          yourLearning: 'Computer Science\nActivities: Robotics club',
        },
      ],
      projects: [
        {
          title: 'Open Maps',
          details: 'Offline maps for field workers.',
          link: 'https://maps.example.org',
          startDate: '2020-06-01',
          endDate: '2020-12-01',
        },
      ],
      skills: [{ name: 'Skills', skills: ['TypeScript', 'React', 'Accessibility'] }],
      achievements: [
        { title: 'Hackathon winner', description: 'First of 60 teams', date: '2019-02-01', link: '' },
        {
          title: 'AWS Solutions Architect',
          description: 'Amazon Web Services\nLicence ABC-123',
          date: '2022-07-01',
          link: 'https://verify.example.com/abc',
        },
      ],
      articles: [
        {
          title: 'Fast sites on slow phones',
          description: 'Smashing Magazine\nWhat we learnt.',
          date: '2023-08-01',
          link: 'https://example.com/fast-sites',
        },
      ],
    });
    expect(result.imported).toEqual([
      'Profile: name, title (your headline), summary, address, GitHub link, X (Twitter) link, email, phone number',
      'Experience: 2 from Positions.csv',
      'Education: 1 from Education.csv',
      'Projects: 1 from Projects.csv',
      'Achievements: 1 from Honors.csv',
      'Achievements: 1 from Certifications.csv',
      'Articles: 1 from Publications.csv',
      'Skills: 3 from Skills.csv',
    ]);
    expect(result.notImported).toEqual([
      'The form has no field for https://asha.dev: add it where it fits (a project, About me).',
      'Not part of a portfolio, so not read: Connections.csv, messages.csv, Registration.csv.',
    ]);
    // Education gave years alone: January 1st stands for each, to be checked.
    expect(result.review).toEqual(['educations.0.startDate', 'educations.0.endDate']);
  });

  it('takes an export with files missing and others it does not know, in a folder', () => {
    const files = sampleExportFiles();
    const result = importLinkedIn(
      zipOf({
        'Basic_LinkedInDataExport_11-26-2026/Positions.csv': files['Positions.csv'] as string,
        'Basic_LinkedInDataExport_11-26-2026/Connections.csv': files['Connections.csv'] as string,
        'Basic_LinkedInDataExport_11-26-2026/Jobs/Saved Jobs.csv': 'Saved Date,Job Url\n',
        '__MACOSX/Basic_LinkedInDataExport_11-26-2026/._Positions.csv': 'resource fork',
      }),
    );
    expect(result.values.experiences).toHaveLength(2);
    expect(result.values.name).toBe('');
    expect(result.imported).toEqual(['Experience: 2 from Positions.csv']);
    expect(result.notImported).toEqual([
      'Not in this export, so nothing came from them: Profile.csv, Email Addresses.csv, PhoneNumbers.csv, Education.csv, Projects.csv, Honors.csv, Certifications.csv, Publications.csv, Skills.csv.',
      'Not part of a portfolio, so not read: Basic_LinkedInDataExport_11-26-2026/Connections.csv, Basic_LinkedInDataExport_11-26-2026/Jobs/Saved Jobs.csv.',
    ]);
  });

  it('reads a LinkedIn long About as About me, and a long skills list as several groups', () => {
    const about = 'I build sites. '.repeat(100).trim();
    const skills = Array.from({ length: 45 }, (_, i) => ({ Name: `Skill ${i + 1}` }));
    const result = importLinkedIn(
      zipOf({
        'Profile.csv': linkedInCsv('Profile.csv', [{ 'First Name': 'Asha', Summary: about }]),
        'Skills.csv': linkedInCsv('Skills.csv', [...skills, { Name: 'x'.repeat(61) }]),
      }),
    );
    expect(result.values).toMatchObject({ summary: '', aboutMe: about });
    expect(result.values.skills).toEqual([
      { name: 'Skills', skills: skills.slice(0, 40).map((s) => s.Name) },
      { name: 'Skills (2)', skills: skills.slice(40).map((s) => s.Name) },
    ]);
    expect(result.notImported).toContain(
      `Skill “${'x'.repeat(60)}…” was left out: longer than 60 characters.`,
    );
  });

  it('reads every date format of an export, and leaves out one it cannot read, saying so', () => {
    const rows = ['Jan 2020', '2020', 'Mar 2019 - Present', '01/2020', 'someday'].map((started) => ({
      'Company Name': 'Acme',
      'Started On': started,
    }));
    const result = importLinkedIn(zipOf({ 'Positions.csv': linkedInCsv('Positions.csv', rows) }));
    expect(result.values.experiences).toMatchObject([
      { startDate: '2020-01-01', endDate: '' },
      { startDate: '2020-01-01', endDate: '' },
      { startDate: '2019-03-01', endDate: '' },
      { startDate: '2020-01-01', endDate: '' },
      { startDate: '', endDate: '' },
    ]);
    expect(result.review).toEqual(['experiences.1.startDate']);
    expect(result.notImported).toContain('Experience 5: “someday” was left out: Enter a date as YYYY-MM-DD.');
  });

  it('reads CSVs with a BOM, quoted line breaks, Windows-1252 bytes and formulas', () => {
    const profile = windows1252(
      'First Name,Last Name,Headline\nJosé,Müller,"=HYPERLINK(""http://evil.example"",""Hi"")"\n',
    );
    const positions = `\uFEFF${linkedInCsv('Positions.csv', [{ 'Company Name': 'Acme', Description: 'One,\n"two"\nthree' }])}`;
    const result = importLinkedIn(zipOf({ 'Profile.csv': profile, 'Positions.csv': positions }));
    expect(result.values).toMatchObject({
      name: 'José Müller',
      title: '',
      experiences: [{ companyName: 'Acme', summary: 'One,\n"two"\nthree' }],
    });
    expect(result.notImported).toContain(
      'Profile.csv, row 1, Headline: a spreadsheet formula “=HYPERLINK("http://evil.example","Hi")” was left out.',
    );
  });

  it('keeps HTML as text (the site escapes it) and refuses javascript: links in every link', () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const evil = 'javascript:alert(document.cookie)';
    const result = importLinkedIn(
      zipOf({
        'Profile.csv': linkedInCsv('Profile.csv', [
          {
            'First Name': html,
            Headline: html,
            Summary: html,
            'Geo Location': html,
            Websites: `[PERSONAL:${evil}]`,
          },
        ]),
        'Positions.csv': linkedInCsv('Positions.csv', [
          { 'Company Name': html, Title: html, Description: html },
        ]),
        'Education.csv': linkedInCsv('Education.csv', [
          { 'School Name': html, 'Degree Name': html, Notes: html },
        ]),
        'Projects.csv': linkedInCsv('Projects.csv', [{ Title: html, Description: html, Url: evil }]),
        'Skills.csv': linkedInCsv('Skills.csv', [{ Name: '<b>Go</b>' }]),
        'Honors.csv': linkedInCsv('Honors.csv', [{ Title: html, Description: html }]),
        'Certifications.csv': linkedInCsv('Certifications.csv', [{ Name: html, Authority: html, Url: evil }]),
        'Publications.csv': linkedInCsv('Publications.csv', [{ Name: html, Description: html, Url: evil }]),
      }),
    );
    const { values } = result;
    expect(values).toMatchObject({ name: html, title: html, summary: html, address: html });
    expect(values.experiences).toMatchObject([{ companyName: html, role: html, summary: html }]);
    expect(values.educations).toMatchObject([{ schoolCollegeName: html, course: html, yourLearning: html }]);
    expect(values.projects).toMatchObject([{ title: html, details: html, link: '' }]);
    expect(values.skills).toEqual([{ name: 'Skills', skills: ['<b>Go</b>'] }]);
    expect(values.achievements).toMatchObject([
      { title: html, description: html, link: '' },
      { title: html, description: html, link: '' },
    ]);
    expect(values.articles).toMatchObject([{ title: html, description: html, link: '' }]);
    const refused = 'was left out: Enter a full link starting with http:// or https://.';
    expect(result.notImported).toEqual(
      expect.arrayContaining([
        `Projects 1: “${evil}” ${refused}`,
        `Achievements 2: “${evil}” ${refused}`,
        `Articles 1: “${evil}” ${refused}`,
      ]),
    );
  });

  it('ignores files whose paths lead outside the ZIP, and says so', () => {
    const files = sampleExportFiles();
    const result = importLinkedIn(
      zipOf({
        '../../Profile.csv': files['Profile.csv'] as string,
        'Positions.csv': files['Positions.csv'] as string,
      }),
    );
    expect(result.values.name).toBe('');
    expect(result.values.experiences).toHaveLength(2);
    expect(result.notImported).toContain('Left out, as their paths lead outside the ZIP: ../../Profile.csv.');
  });

  it.each([
    ['a ZIP of other files', { 'photo.jpg': 'x', 'notes.txt': 'hello' }],
    ['a ZIP whose only export file is outside it', { '../Profile.csv': 'First Name\nAsha\n' }],
    ['a ZIP with a Profile.csv that is not LinkedIn’s', { 'Profile.csv': 'id,value\n1,2\n' }],
  ])('refuses %s: not a LinkedIn export, with how to get one', (_, files) => {
    expect(() => importLinkedIn(zipOf(files))).toThrow(new ImportRefusal('unreadable', notLinkedInMessage));
  });

  it('answers a damaged export with a result or a refusal, never another error', () => {
    const export_ = zipOf(sampleExportFiles());
    let seed = 28;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let run = 0; run < 150; run++) {
      const damaged = export_.slice(0, run % 2 ? export_.length : 1 + random(export_.length - 1));
      for (let flips = 1 + random(8); flips > 0; flips--) damaged[random(damaged.length)] = random(256);
      try {
        importLinkedIn(damaged);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportRefusal);
      }
    }
  });
});
