// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { ImportResult } from '@portfolio/shared/imports';
import { ALL_LIST_FIELDS, EMPTY_ITEMS, TEXT_FIELDS } from '@portfolio/shared/portfolio';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { screenWidth } from '../../../testing/screen-width.ts';
import { renderUpdateEditor } from '../testing/update-editor.tsx';

type User = ReturnType<typeof renderUpdateEditor>['user'];

/** An import's answer: every form field empty but those given, as the server sends it. */
function answer(filled: Record<string, unknown>, rest: Partial<Omit<ImportResult, 'values'>> = {}) {
  const values: Record<string, unknown> = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
    ...Object.fromEntries(ALL_LIST_FIELDS.map((list) => [list, []])),
    customSections: [],
    sectionOrder: [],
    hiddenSections: [],
    ...filled,
  };
  return envelope<ImportResult>(200, {
    data: { values, imported: [], notImported: [], review: [], ...rest },
  });
}

const experience = (companyName: string, role: string, startDate = '') => ({
  ...EMPTY_ITEMS.experiences,
  companyName,
  role,
  startDate,
});

let sent: SentRequest[];
/** The server's answer to the import call; anything else is not found. */
let importAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  sent = stubApi(({ path }) =>
    path.startsWith('/api/v1/userData/import/') ? importAnswer() : envelope(404, { message: 'Not found' }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openImport(user: User) {
  await user.click(screen.getByRole('button', { name: 'Import' }));
  // The dialog's code comes with the first Import: its first load in a test run can take a while.
  return within(await screen.findByRole('dialog', { name: 'Import' }, { timeout: 10_000 }));
}

/** Chooses `file` in the dialog's file field labelled `label` and reads it. */
async function readFile(user: User, dialog: ReturnType<typeof within>, label: string, file: File) {
  await user.upload(dialog.getByLabelText(label), file);
  await user.click(dialog.getByRole('button', { name: 'Read' }));
}

const zip = () => new File(['PK\u0003\u0004'], 'Basic_LinkedInDataExport.zip', { type: 'application/zip' });
const pdf = () => new File(['%PDF-1.7'], 'ravi-kumar.pdf', { type: 'application/pdf' });

/** What the field's aria-describedby names, as a screen reader reads it after the field. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const group = (name: string) => within(screen.getByRole('group', { name }));
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const openSection = (user: User, legend: string) =>
  user.click(screen.getByRole('button', { name: legend, expanded: false }));

describe('Import', { timeout: 20_000 }, () => {
  it('fills the experiences from a LinkedIn export and lists what it did not import, without saving', async () => {
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    importAnswer = async () => {
      await answered;
      return answer(
        {
          experiences: [
            experience('Acme Analytics', 'Data Engineer', '2021-03-01'),
            experience('Brightline', 'Analyst'),
          ],
        },
        {
          imported: ['Experience: 2 positions'],
          notImported: ['Publications.csv was not in the export: no articles were imported.'],
        },
      );
    };
    const { user, submitted } = renderUpdateEditor();
    const dialog = await openImport(user);
    expect((dialog.getByRole('radio', { name: 'LinkedIn export' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByText(/Get a copy of your data/)).toBeTruthy();

    await readFile(user, dialog, 'LinkedIn data export (.zip)', zip());
    // While the server reads it.
    expect(dialog.getByRole('status').textContent).toBe('Reading your LinkedIn export…');
    expect(dialog.getByRole('button', { name: 'Reading…' })).toBeTruthy();
    answerNow();
    expect(await dialog.findByText('Experience: 2 positions')).toBeTruthy();
    expect(
      dialog.getByText('Publications.csv was not in the export: no articles were imported.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: apiPaths.importLinkedIn });
    const file = (sent[0]?.body as FormData | undefined)?.get('file') as File | undefined;
    expect(file?.name).toBe('Basic_LinkedInDataExport.zip');

    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText(
        'Your LinkedIn export is now in the form, except one thing listed below. Check the form, then save: nothing is saved until you do.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Publications.csv was not in the export: no articles were imported.'),
    ).toBeTruthy();
    await openSection(user, 'Experiences');
    expect(value(group('Experience 1').getByRole('textbox', { name: 'Company Name' }))).toBe(
      'Acme Analytics',
    );
    expect(value(group('Experience 2').getByRole('textbox', { name: 'Role' }))).toBe('Analyst');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('marks the values a résumé was unsure of, opens their sections and drops a mark once the field is edited', async () => {
    importAnswer = () =>
      answer(
        {
          title: 'Data Engineer',
          experiences: [experience('Acme Analytics', 'Data Engineer', '2020-01-01')],
        },
        {
          imported: ['About you: title', 'Experience: 1 position'],
          review: ['title', 'experiences.0.startDate'],
        },
      );
    const { user } = renderUpdateEditor();
    const dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'Résumé (PDF or DOCX)' }));
    await readFile(user, dialog, 'Résumé (.pdf or .docx)', pdf());
    expect(await dialog.findByText(/2 values were read with low confidence/)).toBeTruthy();
    expect(sent[0]?.path).toBe(apiPaths.importResume);
    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));

    // Both sections open on their own: each marked field is in sight.
    expect(screen.getByRole('button', { name: 'About you', expanded: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Experiences', expanded: true })).toBeTruthy();
    const note = 'Check this: read from your résumé with low confidence';
    const title = group('About you').getByRole('textbox', { name: 'Title' });
    const start = group('Experience 1').getByLabelText('Start Date');
    expect(value(title)).toBe('Data Engineer');
    expect(description(title)).toContain(note);
    expect(description(start)).toContain(note);
    expect(description(group('Experience 1').getByRole('textbox', { name: 'Role' }))).not.toContain(note);
    expect(screen.getAllByText(note)).toHaveLength(2);

    await user.type(title, 's');
    expect(description(title)).not.toContain(note);
    expect(screen.getAllByText(note)).toHaveLength(1);
    expect(description(start)).toContain(note);
  });

  it('keeps the marks in the draft: a reload brings back the fields to check with their notes', async () => {
    importAnswer = () =>
      answer(
        {
          title: 'Data Engineer',
          experiences: [experience('Acme Analytics', 'Data Engineer', '2020-01-01')],
        },
        {
          imported: ['About you: title', 'Experience: 1 position'],
          review: ['title', 'experiences.0.startDate'],
        },
      );
    const first = renderUpdateEditor();
    const dialog = await openImport(first.user);
    await first.user.click(dialog.getByRole('radio', { name: 'Résumé (PDF or DOCX)' }));
    await readFile(first.user, dialog, 'Résumé (.pdf or .docx)', pdf());
    await first.user.click(await dialog.findByRole('button', { name: 'Fill the form' }));
    const note = 'Check this: read from your résumé with low confidence';
    // One field checked and edited: its mark goes; the other stays marked.
    await first.user.type(group('About you').getByRole('textbox', { name: 'Title' }), 's');
    await waitFor(() =>
      expect(localStorage.getItem('pm-draft:user-1:portfolio:p1')).toContain('experiences.0.startDate'),
    );
    first.unmount();

    // The page again (a reload, the session renewed): the draft comes back with its marks.
    const { user } = renderUpdateEditor();
    await openSection(user, 'About you');
    await openSection(user, 'Experiences');
    const title = group('About you').getByRole('textbox', { name: 'Title' });
    expect(value(title)).toBe('Data Engineers');
    expect(description(title)).not.toContain(note);
    expect(description(group('Experience 1').getByLabelText('Start Date'))).toContain(note);
  });

  it("keeps an earlier import's marks on the fields a later one leaves alone", async () => {
    importAnswer = () =>
      answer(
        {
          title: 'Data Engineer',
          experiences: [experience('Acme Analytics', 'Data Engineer', '2020-01-01')],
        },
        { imported: ['Experience: 1 position'], review: ['title', 'experiences.0.startDate'] },
      );
    const { user } = renderUpdateEditor();
    let dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'Résumé (PDF or DOCX)' }));
    await readFile(user, dialog, 'Résumé (.pdf or .docx)', pdf());
    await user.click(await dialog.findByRole('button', { name: 'Fill the form' }));

    // GitHub fills the title anew and the projects; the experience stays as the résumé gave it.
    importAnswer = () =>
      answer(
        { title: 'Builder of pipelines', projects: [{ ...EMPTY_ITEMS.projects, title: 'streamkit' }] },
        { imported: ['Projects: 1 repository'] },
      );
    dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'GitHub' }));
    await user.type(dialog.getByRole('textbox', { name: 'GitHub username' }), 'asha-rao');
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    await user.click(await dialog.findByRole('button', { name: 'Fill the form' }));

    const note = 'Check this: read from your résumé with low confidence';
    expect(value(group('About you').getByRole('textbox', { name: 'Title' }))).toBe('Builder of pipelines');
    expect(description(group('About you').getByRole('textbox', { name: 'Title' }))).not.toContain(note);
    expect(description(group('Experience 1').getByLabelText('Start Date'))).toContain(note);
  });

  it('adds the projects of a GitHub user', async () => {
    importAnswer = () =>
      answer(
        {
          projects: [
            { ...EMPTY_ITEMS.projects, title: 'streamkit', link: 'https://github.com/asha/streamkit' },
            { ...EMPTY_ITEMS.projects, title: 'tidy-csv', techStack: 'Python' },
          ],
        },
        { imported: ['Projects: 2 repositories'] },
      );
    const { user } = renderUpdateEditor();
    const dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'GitHub' }));
    await user.type(dialog.getByRole('textbox', { name: 'GitHub username' }), '@asha-rao');
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    expect(await dialog.findByText('Projects: 2 repositories')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'GET', path: apiPaths.importGithub });
    expect(sent[0]?.query.get('username')).toBe('asha-rao');

    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    await openSection(user, 'Projects');
    expect(value(group('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('streamkit');
    expect(value(group('Project 2').getByRole('textbox', { name: 'Tech Stack' }))).toBe('Python');
  });

  it("shows the server's refusal of too large a file and of one that is not a résumé next to the file field", async () => {
    const { user } = renderUpdateEditor();
    const dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'Résumé (PDF or DOCX)' }));
    const field = dialog.getByLabelText('Résumé (.pdf or .docx)');

    importAnswer = () =>
      envelope(413, { message: 'This file is larger than 10 MB, the most an import takes.' });
    await readFile(user, dialog, 'Résumé (.pdf or .docx)', pdf());
    const tooLarge = await dialog.findByRole('alert');
    expect(tooLarge.textContent).toBe('This file is larger than 10 MB, the most an import takes.');
    expect(description(field)).toBe('This file is larger than 10 MB, the most an import takes.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    importAnswer = () => envelope(415, { message: 'Choose a PDF or a Word (.docx) file.' });
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe('Choose a PDF or a Word (.docx) file.'),
    );
    expect(dialog.queryByRole('button', { name: 'Fill the form' })).toBeNull();
  });

  it('says so when GitHub has no such user', async () => {
    importAnswer = () => envelope(404, { message: 'GitHub has no user called “nobody-here”.' });
    const { user } = renderUpdateEditor();
    const dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'GitHub' }));
    const username = dialog.getByRole('textbox', { name: 'GitHub username' });
    await user.type(username, 'nobody-here');
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('GitHub has no user called “nobody-here”.');
    expect(description(username)).toBe('GitHub has no user called “nobody-here”.');
  });

  it('still imports a pasted JSON Resume, in the browser', async () => {
    const { user } = renderUpdateEditor();
    const dialog = await openImport(user);
    await user.click(dialog.getByRole('radio', { name: 'JSON Resume' }));
    const document = JSON.stringify({ basics: { name: 'Ada Lovelace', label: 'Analyst' } });
    dialog.getByRole('textbox', { name: 'Or paste the document' }).focus();
    await user.paste(document);
    await user.click(dialog.getByRole('button', { name: 'Read' }));
    // The JSON Resume reader is its own chunk too.
    expect(await dialog.findByText('About you and links: 2 fields', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));

    await openSection(user, 'About you');
    expect(value(group('About you').getByRole('textbox', { name: 'Full Name' }))).toBe('Ada Lovelace');
    expect(value(group('About you').getByRole('textbox', { name: 'Title' }))).toBe('Analyst');
    expect(sent).toEqual([]);
  });

  it("keeps the form's value where the source has nothing", async () => {
    importAnswer = () =>
      answer(
        {
          summary: 'Pipelines that never lose a row.',
          experiences: [experience('Acme Analytics', 'Engineer')],
        },
        { imported: ['About you: summary', 'Experience: 1 position'] },
      );
    const { user } = renderUpdateEditor({ projects: [{ ...EMPTY_ITEMS.projects, title: 'StreamKit' }] });
    const dialog = await openImport(user);
    await readFile(user, dialog, 'LinkedIn data export (.zip)', zip());
    await user.click(await dialog.findByRole('button', { name: 'Fill the form' }));

    await openSection(user, 'About you');
    await openSection(user, 'Projects');
    const about = group('About you');
    expect(value(about.getByRole('textbox', { name: 'Summary' }))).toBe('Pipelines that never lose a row.');
    // The name, the title and the project the export does not have stay as the form had them.
    expect(value(about.getByRole('textbox', { name: 'Full Name' }))).toBe('Asha Rao');
    expect(value(about.getByRole('textbox', { name: 'Title' }))).toBe('Designer');
    expect(value(group('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('StreamKit');
  });
});
