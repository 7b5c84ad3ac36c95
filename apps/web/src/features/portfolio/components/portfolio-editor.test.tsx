// @vitest-environment happy-dom
import { EMPTY_ITEMS } from '@portfolio/shared/portfolio';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { screenWidth } from '../../../testing/screen-width.ts';
import type { SubmitOutcome } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { PortfolioEditor } from './portfolio-editor.tsx';

// How often each field of the form is drawn, by its name.
const fieldRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./form-control.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./form-control.tsx')>();
  return {
    ...original,
    FormControl: (props: Parameters<typeof original.FormControl>[0]) => {
      fieldRenders.set(props.name, (fieldRenders.get(props.name) ?? 0) + 1);
      return original.FormControl(props);
    },
  };
});

const DRAFT_KEY = 'pm-draft:user-1:template:1';
const SAVE = 'Save Portfolio';

/** Longer than the draft's pause and the preview's interval: what typing set off has run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1200)));

function renderEditor({ mode = 'create' }: { mode?: 'create' | 'update' } = {}) {
  const submitted = vi.fn<(submission: PortfolioSubmission) => Promise<SubmitOutcome>>(async () => ({
    saved: false,
  }));
  let commits = 0;
  const view = renderApp(
    <Profiler id="editor" onRender={() => commits++}>
      <PortfolioEditor
        mode={mode}
        draftKey={DRAFT_KEY}
        initialContent={emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' })}
        initialHostingName={mode === 'update' ? 'asha' : undefined}
        submitLabel={mode === 'update' ? 'Update Portfolio' : SAVE}
        submittingLabel="Saving…"
        onSubmit={submitted}
      />
    </Profiler>,
  );
  return {
    ...view,
    submitted,
    /** How many times React committed the editor since the last call. */
    commitsSince: (() => {
      let seen = commits;
      return () => {
        const since = commits - seen;
        seen = commits;
        return since;
      };
    })(),
  };
}

const group = (name: string) => within(screen.getByRole('group', { name }));
/** Opens a folded section by its heading, as an owner taps it (the update form starts folded on a phone). */
const openSection = (legend: string) =>
  fireEvent.click(screen.getByRole('button', { name: legend, expanded: false }));
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const storedDraft = () => {
  const raw = localStorage.getItem(DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { version: number; content: Record<string, unknown> }) : undefined;
};

beforeEach(() => {
  localStorage.clear();
  fieldRenders.clear();
  screenWidth('phone');
  // Every hosting name is free.
  stubApi(({ path }) =>
    path.startsWith('/api/v1/userData/hostingname/')
      ? envelope(200, { data: { available: true, message: 'This hosting name is available' } })
      : envelope(404, { message: 'Not found' }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** 5 000 characters, as an owner pastes a long description. */
const PASTED = `${'Pipelines that never lose a row. '.repeat(160).slice(0, 4999)}.`;

/**
 * Pastes PASTED into Project 1's Details once what the editor set off has run, counting commits and
 * field renders from just before the paste; answers the field.
 */
async function pasteIntoDetails(
  user: ReturnType<typeof renderEditor>['user'],
  commitsSince: () => number,
): Promise<HTMLElement> {
  const details = group('Project 1').getByRole('textbox', { name: 'Details' });
  await settle();
  commitsSince();
  fieldRenders.clear();
  details.focus();
  await user.paste(PASTED);
  await settle();
  return details;
}

describe('PortfolioEditor', { timeout: 20_000 }, () => {
  it('takes a paste of 5 000 characters with one render of the editor and no field drawn again', async () => {
    const { user, commitsSince, submitted } = renderEditor({ mode: 'update' });
    openSection('About you');
    openSection('Projects');
    const details = await pasteIntoDetails(user, commitsSince);
    expect(value(details)).toBe(PASTED);
    // One commit: the leave guard turned on (the form no longer is as it started). No field drawn.
    expect(commitsSince()).toBeLessThanOrEqual(1);
    expect(Object.fromEntries(fieldRenders)).toEqual({});

    // What is sent is what was pasted.
    await user.type(group('About you').getByRole('textbox', { name: 'Title' }), 'Data Engineer');
    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.lastCall?.[0].content.projects).toEqual([
      { ...EMPTY_ITEMS.projects, details: PASTED },
    ]);
  });

  it('takes a paste beside the preview with one more render, the preview’s, and no field drawn again', async () => {
    screenWidth('desktop');
    const { user, commitsSince } = renderEditor({ mode: 'update' });
    const preview = await screen.findByTitle('Live preview of your portfolio', {}, { timeout: 5000 });
    expect(preview.getAttribute('srcdoc')).not.toContain('Pipelines');
    const details = await pasteIntoDetails(user, commitsSince);
    expect(value(details)).toBe(PASTED);
    // The leave guard, and the preview drawn once from the pasted text.
    expect(commitsSince()).toBeLessThanOrEqual(2);
    expect(Object.fromEntries(fieldRenders)).toEqual({});
    expect(screen.getByTitle('Live preview of your portfolio').getAttribute('srcdoc')).toContain(
      'Pipelines that never lose a row.',
    );
  });

  it('keeps the right values when 30 projects are added and removed quickly', async () => {
    const { user, submitted } = renderEditor({ mode: 'update' });
    openSection('About you');
    openSection('Projects');
    fireEvent.input(group('About you').getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Data Engineer' },
    });
    const projects = within(screen.getByRole('group', { name: 'Projects' }));
    const add = projects.getByRole('button', { name: 'Add project' });
    for (let i = 1; i < 30; i++) fireEvent.click(add);
    const titles = projects.getAllByRole('textbox', { name: 'Title' });
    expect(titles).toHaveLength(30);
    titles.forEach((title, index) => {
      fireEvent.input(title, { target: { value: `Project ${index + 1}` } });
    });
    // Every third one goes, from the end towards the start, then the first; one more is added.
    for (const n of [30, 27, 24, 21, 18, 15, 12, 9, 6, 3, 1]) {
      fireEvent.click(projects.getByRole('button', { name: `Remove project ${n}` }));
    }
    fireEvent.click(add);

    const kept = Array.from({ length: 30 }, (_, i) => i + 1).filter((n) => n % 3 !== 0 && n !== 1);
    const shown = projects.getAllByRole('textbox', { name: 'Title' });
    expect(shown.map(value)).toEqual([...kept.map((n) => `Project ${n}`), '']);
    expect(shown.map((field) => field.getAttribute('name'))).toEqual(
      shown.map((_, i) => `projects.${i}.title`),
    );
    const items = projects.getAllByRole('group', { name: /^Project \d+$/ });
    expect(items.map((item) => item.querySelector('legend')?.textContent)).toEqual(
      shown.map((_, i) => `Project ${i + 1}`),
    );
    // Typing still lands in the item typed in.
    fireEvent.input(shown[2] as HTMLElement, { target: { value: 'Beacon' } });

    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const expected = kept.map((n) => `Project ${n}`);
    expected[2] = 'Beacon';
    // The empty item at the end is left out, as the server leaves it out.
    expect(submitted.mock.lastCall?.[0].content.projects).toEqual(
      expected.map((title) => ({ ...EMPTY_ITEMS.projects, title })),
    );
    await settle();
    expect(
      (storedDraft()?.content.projects as { title: string }[] | undefined)?.map((item) => item.title),
    ).toEqual([...expected, '']);
  });

  it('restores a draft kept by the earlier editor, and keeps it', async () => {
    // As the editor before react-hook-form wrote it (utils/portfolio-draft.ts, version 1); this one
    // from before the lists had every field, with the educations all removed.
    const draft = {
      version: 1,
      savedAt: '2026-11-20T10:15:00.000Z',
      hostingName: 'data-asha',
      content: {
        title: 'Data Engineer',
        name: 'Asha Rao',
        email: 'asha@example.com',
        summary: 'Pipelines that never lose a row.',
        educations: [],
        projects: [
          { title: 'StreamKit', startDate: '2024-02-01T00:00:00.000Z', details: 'Exactly once.' },
          { title: 'Ledger' },
        ],
        articles: [{ title: 'On backfills', link: 'https://example.com/backfills' }],
      },
    };
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    const { user } = renderEditor();

    expect(screen.getByRole('heading', { name: 'Draft restored' })).toBeTruthy();
    expect(value(screen.getByRole('textbox', { name: 'Hosting Name' }))).toBe('data-asha');
    expect(value(group('About you').getByRole('textbox', { name: 'Title' }))).toBe('Data Engineer');
    expect(value(group('About you').getByRole('textbox', { name: 'Summary' }))).toBe(
      'Pipelines that never lose a row.',
    );
    expect(group('Educations').getByText('No educations')).toBeTruthy();
    openSection('Projects');
    openSection('Articles');
    expect(value(group('Project 1').getByRole('textbox', { name: 'Title' }))).toBe('StreamKit');
    expect(value(group('Project 1').getByLabelText('Start Date'))).toBe('2024-02');
    expect(value(group('Project 1').getByRole('textbox', { name: 'Details' }))).toBe('Exactly once.');
    expect(value(group('Project 2').getByRole('textbox', { name: 'Title' }))).toBe('Ledger');
    expect(value(group('Article 1').getByRole('textbox', { name: 'Link' }))).toBe(
      'https://example.com/backfills',
    );

    // Opening it loses nothing, and what is typed next is kept with it.
    await settle();
    expect(storedDraft()).toEqual(draft);
    await user.type(group('Project 2').getByRole('textbox', { name: 'Role' }), 'Lead');
    await settle();
    expect(storedDraft()).toMatchObject({
      version: 1,
      hostingName: 'data-asha',
      content: {
        title: 'Data Engineer',
        summary: 'Pipelines that never lose a row.',
        educations: [],
        projects: [
          { ...EMPTY_ITEMS.projects, title: 'StreamKit', startDate: '2024-02-01', details: 'Exactly once.' },
          { ...EMPTY_ITEMS.projects, title: 'Ledger', role: 'Lead' },
        ],
        articles: [{ ...EMPTY_ITEMS.articles, title: 'On backfills', link: 'https://example.com/backfills' }],
      },
    });
  });

  it('goes on taking key presses when the browser’s storage is full, and says the draft is not kept', async () => {
    // A browser storage that holds nothing more.
    const kept = new Map<string, string>();
    let full = true;
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem(key: string, text: string) {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        kept.set(key, text);
      },
      removeItem: (key: string) => void kept.delete(key),
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage as unknown as Storage);
    const { user } = renderEditor();
    const title = group('About you').getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Data Engineer');
    expect(value(title)).toBe('Data Engineer');
    const notKept = await screen.findByText(
      /^Your draft is not kept: this browser’s storage is full or blocked\./,
      {},
      { timeout: 3000 },
    );
    expect(notKept.textContent).toBe(
      'Your draft is not kept: this browser’s storage is full or blocked. What you type stays in the form, but it is lost if you leave this page before you press Save Portfolio.',
    );
    // Read out once, when it appears.
    expect(notKept.closest('[role="status"]')).toBeTruthy();
    await user.type(title, ' (batch)');
    expect(value(title)).toBe('Data Engineer (batch)');

    // Room again: the next change is kept, and the note goes.
    full = false;
    await user.type(title, '!');
    await waitFor(() => expect(screen.queryByText(/Your draft is not kept/)).toBeNull(), { timeout: 3000 });
    expect(JSON.parse(kept.get(DRAFT_KEY) ?? '{}').content.title).toBe('Data Engineer (batch)!');
  });

  it('shows the spec’s messages on Save and focuses the first invalid field, again on a second Save', async () => {
    const { user, submitted } = renderEditor();
    const about = group('About you');
    await user.clear(about.getByRole('textbox', { name: 'Full Name' }));
    await user.clear(about.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: SAVE }));

    const invalid = () =>
      [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'));
    await waitFor(() => expect(invalid()).toEqual(['hostingName', 'coverImage', 'title', 'name', 'email']));
    for (const message of [
      'Hosting name is required',
      'Cover image is required',
      'Title is required',
      'Full name is required',
      'Email is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement?.getAttribute('name')).toBe('hostingName');
    expect(submitted).not.toHaveBeenCalled();

    // Typing takes that field's message away, and only its own.
    await user.type(about.getByRole('textbox', { name: 'Title' }), 'D');
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(invalid()).toEqual(['hostingName', 'coverImage', 'name', 'email']);

    about.getByRole('textbox', { name: 'Title' }).focus();
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('hostingName'));
  });

  it('adds a skill group and a testimonial; the submission carries them, the skills split on commas', async () => {
    const { user, submitted } = renderEditor({ mode: 'update' });
    openSection('Skills');
    expect(group('Skills').getByText('No skills added. This section is left out.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add skill group' }));
    const skillGroup = group('Skill group 1');
    await user.type(skillGroup.getByRole('textbox', { name: 'Group name' }), 'Design');
    const names = skillGroup.getByRole('textbox', { name: /^Skills \(comma-separated\)/ });
    await user.type(names, 'Figma, Prototyping,, User research, ');
    // The text stays as typed (a trailing comma too) while the form holds the names.
    expect(value(names)).toBe('Figma, Prototyping,, User research, ');

    openSection('Testimonials');
    await user.click(screen.getByRole('button', { name: 'Add testimonial' }));
    const testimonial = group('Testimonial 1');
    await user.type(testimonial.getByRole('textbox', { name: 'Quote' }), 'Shipped a week early.');
    await user.type(testimonial.getByRole('textbox', { name: 'Name' }), 'Meera Rao');
    await user.type(testimonial.getByRole('textbox', { name: 'Role' }), 'CTO');
    await user.type(testimonial.getByRole('textbox', { name: 'Link' }), 'meera.example.com');
    await user.tab();

    openSection('About you');
    await user.type(group('About you').getByRole('textbox', { name: 'Title' }), 'Designer');
    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const { content } = submitted.mock.lastCall?.[0] ?? {};
    expect(content?.skills).toEqual([{ name: 'Design', skills: ['Figma', 'Prototyping', 'User research'] }]);
    expect(content?.testimonials).toEqual([
      { quote: 'Shipped a week early.', name: 'Meera Rao', role: 'CTO', link: 'https://meera.example.com' },
    ]);
    expect(content?.services).toEqual([]);
  });

  it('writes a case study and a page address in a project; the submission carries them', async () => {
    const { user, submitted } = renderEditor({ mode: 'update' });
    openSection('Projects');
    const project = group('Project 1');
    await user.type(project.getByRole('textbox', { name: 'Title' }), 'Café Atlas');
    const address = project.getByRole('textbox', { name: /^Page address/ });
    // Empty, the address is made from the title: shown as its placeholder and under it.
    expect(address.getAttribute('placeholder')).toBe('cafe-atlas');
    expect(project.getByText(/The case study's page: \/cafe-atlas\/ of your site/)).toBeTruthy();
    const caseStudy = project.getByRole('textbox', { name: /^Case study \(Markdown\)/ });
    fireEvent.change(caseStudy, { target: { value: '## Why\n\nBookings **doubled**.' } });
    await user.type(address, 'atlas');
    expect(project.getByText(/The case study's page: \/atlas\/ of your site/)).toBeTruthy();

    openSection('About you');
    await user.type(group('About you').getByRole('textbox', { name: 'Title' }), 'Designer');
    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.lastCall?.[0].content.projects).toEqual([
      {
        ...EMPTY_ITEMS.projects,
        title: 'Café Atlas',
        caseStudy: '## Why\n\nBookings **doubled**.',
        slug: 'atlas',
      },
    ]);
  });

  it('completes a link typed without https:// when it is left, and still refuses javascript: and ftp:', async () => {
    const { user, submitted } = renderEditor();
    openSection('Links');
    const links = group('Links');
    const github = links.getByRole('textbox', { name: 'GitHub URL' });
    await user.type(github, 'github.com/asha');
    await user.tab();
    expect(value(github)).toBe('https://github.com/asha');

    const linkedIn = links.getByRole('textbox', { name: 'LinkedIn URL' });
    const twitter = links.getByRole('textbox', { name: 'Twitter URL' });
    await user.type(linkedIn, 'javascript:alert(1)');
    await user.type(twitter, 'ftp://x');
    await user.tab();
    expect(value(linkedIn)).toBe('javascript:alert(1)');
    expect(value(twitter)).toBe('ftp://x');
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(screen.getAllByText('Enter a full link starting with http:// or https://')).toHaveLength(2),
    );
    expect(linkedIn.getAttribute('aria-invalid')).toBe('true');
    expect(twitter.getAttribute('aria-invalid')).toBe('true');
    expect(github.getAttribute('aria-invalid')).not.toBe('true');
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe('PortfolioEditor on a phone: folds, the section bar and the preview sheet', {
  timeout: 20_000,
}, () => {
  const sectionLink = (name: string | RegExp) =>
    within(screen.getByRole('navigation', { name: 'Form sections' })).getByRole('link', { name });

  it('opens the update form folded, each section saying what it holds, and opens one when tapped', () => {
    renderEditor({ mode: 'update' });
    const headings = screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    expect(headings).toEqual([
      'Your site',
      'About you',
      'Links',
      'Educations',
      'Projects',
      'Experiences',
      'Achievements',
      'Articles',
      'Skills',
      'Services',
      'Testimonials',
      'Your own sections',
      'Sections of your site',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    expect(group('Your site').getByText('asha · Techfolio')).toBeTruthy();
    expect(group('About you').getByText('Asha Rao')).toBeTruthy();
    expect(group('Links').getByText('No links')).toBeTruthy();
    expect(group('Projects').getByText('1 project')).toBeTruthy();

    openSection('About you');
    expect(value(group('About you').getByRole('textbox', { name: 'Full Name' }))).toBe('Asha Rao');
    expect(group('About you').queryByText('Asha Rao')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'About you', expanded: true }));
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
  });

  it('opens a new portfolio at its site and About you, the lists folded, and every section open on a desktop', () => {
    const { unmount } = renderEditor();
    const folded = () =>
      screen.queryAllByRole('button', { expanded: false }).map((button) => button.textContent);
    expect(folded()).toEqual([
      'Links',
      'Educations',
      'Projects',
      'Experiences',
      'Achievements',
      'Articles',
      'Skills',
      'Services',
      'Testimonials',
      'Your own sections',
      'Sections of your site',
    ]);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Hosting Name' })).toBeTruthy();
    unmount();

    screenWidth('desktop');
    renderEditor({ mode: 'update' });
    expect(folded()).toEqual([]);
  });

  it('opens a folded section whose field was refused, marks it in the section bar and focuses the field', async () => {
    const { user, submitted } = renderEditor({ mode: 'update' });
    expect(sectionLink('About you')).toBeTruthy();

    // The Title is required and empty: Save opens About you at it.
    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(sectionLink('About you (a field needs fixing)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Projects', expanded: false })).toBeTruthy();
    expect(submitted).not.toHaveBeenCalled();

    // Folded again, it still says so; typing the fix takes the mark away.
    fireEvent.click(screen.getByRole('button', { name: 'About you', expanded: true }));
    expect(group('About you').getByText(/A field here needs fixing/)).toBeTruthy();
    openSection('About you');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Data Engineer');
    expect(sectionLink('About you')).toBeTruthy();

    // A refusal from the server opens the section of the field it names.
    submitted.mockResolvedValueOnce({ saved: false, errors: { 'projects.0.link': 'Enter a full link' } });
    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    const link = await within(await screen.findByRole('group', { name: 'Project 1' })).findByRole('textbox', {
      name: 'Link',
    });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(sectionLink('Projects (a field needs fixing)')).toBeTruthy();
  });

  it('jumps to a folded section from the section bar, opening it with its heading focused', async () => {
    const { user } = renderEditor({ mode: 'update' });
    await user.click(sectionLink('Articles'));
    const heading = screen.getByRole('button', { name: 'Articles', expanded: true });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(group('Articles').getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('shows the preview in a full-screen sheet that Close preview folds away, the focus back on Preview', async () => {
    const { user } = renderEditor();
    const open = screen.getByRole('button', { name: 'Preview' });
    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Preview' });
    expect(
      await within(sheet).findByTitle('Live preview of your portfolio', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTitle('Live preview of your portfolio')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
