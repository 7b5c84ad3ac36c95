import { describe, expect, it } from 'vitest';
import { emptyPortfolioContent } from './form-values.ts';
import { importMessages, readJsonResume } from './json-resume-import.ts';
import { withImported } from './with-imported.ts';

/** The create form as it opens for a signed-in user: name and e-mail from the account. */
const freshForm = () => emptyPortfolioContent({ name: 'From Account', email: 'account@example.com' });

const resume = {
  basics: { name: 'Ada Lovelace', label: 'Analyst', email: 'ada@example.com', phone: 'call me maybe' },
  work: [{ name: 'Analytical Engines', position: 'Programmer', startDate: '1842-09', location: 'London' }],
  volunteer: [{ organization: 'Royal Society' }, { organization: 'Babbage Club' }],
};

describe('readJsonResume', () => {
  it('fills the form and lists, in plain words, what the form did not take', () => {
    const reading = readJsonResume(JSON.stringify(resume), 'ada.json');
    if (!reading.ok) throw new Error(reading.message);
    const content = withImported(freshForm(), reading.values);
    expect(content.name).toBe('Ada Lovelace');
    expect(content.email).toBe('ada@example.com');
    expect(content.title).toBe('Analyst');
    expect(content.contactNumber).toBe('');
    expect(content.experiences).toEqual([
      expect.objectContaining({
        companyName: 'Analytical Engines',
        role: 'Programmer',
        startDate: '1842-09-01',
      }),
    ]);
    expect(reading.imported).toEqual(['About you and links: 3 fields', 'Experiences: 1 experience']);
    expect(reading.notImported).toEqual([
      'basics.phone: "call me maybe" not imported: Enter a valid phone number',
      'work.location: "London" not imported: no field for it',
      'volunteer: 2 entries not imported: this template has no such section',
    ]);
  });

  it('keeps what the form has where the document is empty, and replaces what it fills', () => {
    const reading = readJsonResume('{"basics":{"name":"Ada"},"projects":[{"name":"Engine"}]}');
    if (!reading.ok) throw new Error(reading.message);
    const current = freshForm();
    current.title = 'Typed before';
    current.projects = [{ ...current.projects[0], title: 'Old project' } as (typeof current.projects)[0]];
    current.articles = [];
    const content = withImported(current, reading.values);
    expect(content).toMatchObject({ name: 'Ada', email: 'account@example.com', title: 'Typed before' });
    expect(content.projects.map((p) => p.title)).toEqual(['Engine']);
    // A section the document has nothing for stays as the form had it: one empty item, or none.
    expect(content.educations).toEqual(current.educations);
    expect(content.articles).toEqual([]);
    expect(reading.notImported).toEqual([]);
  });

  it("takes the sections' order and hidden ones from an export of ours, and keeps the form's otherwise", () => {
    const owned = {
      ...freshForm(),
      sectionOrder: ['articles' as const],
      hiddenSections: ['skills' as const],
    };
    const plain = readJsonResume(JSON.stringify(resume), 'ada.json');
    if (!plain.ok) throw new Error(plain.message);
    expect(withImported(owned, plain.values)).toMatchObject({
      sectionOrder: ['articles'],
      hiddenSections: ['skills'],
    });
    const ours = {
      ...resume,
      meta: { 'x-portfolio-maker': { sectionOrder: ['projects'], hiddenSections: [] } },
    };
    const reading = readJsonResume(JSON.stringify(ours), 'ada.json');
    if (!reading.ok) throw new Error(reading.message);
    expect(withImported(owned, reading.values)).toMatchObject({
      sectionOrder: ['projects'],
      hiddenSections: ['skills'],
    });
  });

  it('names the first problem and where it is when the document is not JSON Resume', () => {
    const wrongDate = { work: [{ name: 'A' }, { name: 'B', startDate: 'May 2020' }] };
    expect(readJsonResume(JSON.stringify(wrongDate))).toEqual({
      ok: false,
      message:
        'This file is not a JSON Resume document. work[1].startDate: expected YYYY-MM-DD, YYYY-MM or YYYY, got "May 2020"',
    });
    expect(readJsonResume('{"basics": []}')).toEqual({
      ok: false,
      message: 'This file is not a JSON Resume document. basics: expected an object, got a list',
    });
  });

  it('says so when the text is not JSON at all, is empty, or is another kind of file', () => {
    const notJson = readJsonResume('name: Ada', 'resume.json');
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.message).toMatch(/^This file is not JSON: /);
    expect(readJsonResume('   ')).toEqual({ ok: false, message: importMessages.empty });
    expect(readJsonResume('{}', 'resume.pdf')).toEqual({ ok: false, message: importMessages.notJsonFile });
    expect(readJsonResume('{"meta": {"version": "v1.0.0"}}')).toEqual({
      ok: false,
      message: importMessages.nothing,
    });
  });

  it('refuses a document over 1 MB without reading it', () => {
    const huge = JSON.stringify({ basics: { summary: 'x'.repeat(1024 * 1024) } });
    expect(readJsonResume(huge)).toEqual({
      ok: false,
      message: 'This file is larger than 1 MB, more than any JSON Resume document needs.',
    });
  });
});
