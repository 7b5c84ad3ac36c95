import { describe, expect, it } from 'vitest';
import { emptyValues, finishImport } from './import-result.ts';

describe('finishImport', () => {
  it('keeps what the form takes, and names what it left out and why', () => {
    const result = finishImport({
      text: { name: 'Asha Rao', githubUrl: 'javascript:alert(1)', summary: 'Builds <b>fast</b> sites.' },
      lists: {
        experiences: [{ companyName: 'Acme', role: 'Engineer', startDate: '2020-01-01', endDate: 'someday' }],
      },
      imported: ['Experience: 1 position'],
    });
    expect(result.values.name).toBe('Asha Rao');
    // Text is kept as typed (the site escapes it); a link that is not http(s) never reaches the form.
    expect(result.values.summary).toBe('Builds <b>fast</b> sites.');
    expect(result.values.githubUrl).toBe('');
    expect(result.values.experiences).toEqual([
      {
        companyName: 'Acme',
        role: 'Engineer',
        startDate: '2020-01-01',
        endDate: '',
        techStack: '',
        summary: '',
      },
    ]);
    expect(result.notImported).toEqual([
      'The GitHub URL “javascript:alert(1)” was left out: Enter a full link starting with http:// or https://.',
      'Experience 1: “someday” was left out: Enter a date as YYYY-MM-DD.',
    ]);
    expect(result.imported).toEqual(['Experience: 1 position']);
  });

  it('keeps the first 30 items of a longer list and says so', () => {
    const result = finishImport({
      lists: { projects: Array.from({ length: 45 }, (_, i) => ({ title: `P${i}` })) },
    });
    expect(result.values.projects).toHaveLength(30);
    expect(result.notImported).toEqual([
      'Projects: only the first 30 of 45 were imported (the most a section holds).',
    ]);
  });

  it('leaves every field empty when the source had nothing', () => {
    expect(finishImport({}).values).toEqual(emptyValues());
  });
});
