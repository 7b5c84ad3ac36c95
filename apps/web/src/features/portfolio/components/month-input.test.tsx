// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import { EMPTY_ITEMS, type PortfolioDetail } from '@portfolio/shared/portfolio';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { screenWidth } from '../../../testing/screen-width.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { UpdatePortfolioForm } from './update-portfolio-form.tsx';

// How often each month input is drawn, by its name.
const monthRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('./month-input.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./month-input.tsx')>();
  return {
    ...original,
    MonthInput: (props: Parameters<typeof original.MonthInput>[0]) => {
      monthRenders.set(props.name, (monthRenders.get(props.name) ?? 0) + 1);
      return original.MonthInput(props);
    },
  };
});

/** An existing portfolio whose project has days the site does not show (Mar 2021 – Aug 2022). */
const portfolio: PortfolioDetail = {
  ...emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' }),
  title: 'Data Engineer',
  educations: [],
  projects: [{ ...EMPTY_ITEMS.projects, title: 'StreamKit', startDate: '2021-03-15', endDate: '2022-08-20' }],
  experiences: [],
  achievements: [{ ...EMPTY_ITEMS.achievements, title: 'Hackathon', date: '2020-11-07' }],
  articles: [],
  _id: 'portfolio-1',
  coverImage: '/uploads/covers/asha.webp',
  hostingName: 'asha',
  status: 'live',
  takedownReason: null,
  liveUrl: 'https://asha.example.com/',
  customDomain: null,
  viewsLast7Days: 0,
  messageCount: 0,
  unreadMessages: 0,
  contactForm: false,
  templateId: 1,
  photo: null,
  resumeLink: false,
};

let sent: SentRequest[];

beforeEach(() => {
  localStorage.clear();
  monthRenders.clear();
  // As wide as a phone: the preview behind its button.
  screenWidth('phone');
  sent = stubApi(({ path }) =>
    path === apiPaths.updatePortfolio
      ? envelope(200, { message: 'portfolio Updated Successfully', data: portfolio })
      : envelope(404, { message: 'Not found' }),
  );
});

async function renderUpdateForm() {
  const view = renderApp(
    <UpdatePortfolioForm draftKey="pm-draft:user-1:portfolio-1" portfolio={portfolio} onUpdated={vi.fn()} />,
  );
  // A section folded on a small screen is opened as the owner would.
  for (const legend of ['Projects', 'Achievements']) {
    const folded = screen.queryByRole('button', { name: legend, expanded: false });
    if (folded) await view.user.click(folded);
  }
  return view;
}

const item = (legend: string) => within(screen.getByRole('group', { name: legend }));
const input = (legend: string, label: string) => item(legend).getByLabelText(label) as HTMLInputElement;

/** Update Portfolio pressed: the list as the request carried it (multipart, each list as JSON). */
async function savedList(user: ReturnType<typeof renderApp>['user'], list: string): Promise<unknown> {
  await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
  await waitFor(() => expect(sent.some((request) => request.path === apiPaths.updatePortfolio)).toBe(true));
  const body = sent.find((request) => request.path === apiPaths.updatePortfolio)?.body as FormData;
  return JSON.parse(String(body.get(list)));
}

describe('the list dates as month and year', { timeout: 20_000 }, () => {
  it('shows each stored day as a labelled month input', async () => {
    await renderUpdateForm();
    const start = input('Project 1', 'Start Date');
    expect(start.type).toBe('month');
    expect(start.value).toBe('2021-03');
    expect(input('Project 1', 'End Date').value).toBe('2022-08');
    expect(input('Achievement 1', 'Date').value).toBe('2020-11');
    // The hint is read out with it.
    const hint = document.getElementById(String(start.getAttribute('aria-describedby')));
    expect(hint?.textContent).toBe('Month and year');
  });

  it('sends a chosen month as its first day, and keeps the days of the months left as they were', async () => {
    const { user } = await renderUpdateForm();
    fireEvent.change(input('Project 1', 'Start Date'), { target: { value: '2023-07' } });
    expect(input('Project 1', 'Start Date').value).toBe('2023-07');
    // Changed and changed back: the day it had comes back.
    fireEvent.change(input('Project 1', 'End Date'), { target: { value: '2022-09' } });
    fireEvent.change(input('Project 1', 'End Date'), { target: { value: '2022-08' } });

    expect(await savedList(user, 'projects')).toEqual([
      { ...EMPTY_ITEMS.projects, title: 'StreamKit', startDate: '2023-07-01', endDate: '2022-08-20' },
    ]);
  });

  it('sends the existing days unchanged when the form is opened and saved', async () => {
    const { user } = await renderUpdateForm();
    expect(await savedList(user, 'achievements')).toEqual([
      { ...EMPTY_ITEMS.achievements, title: 'Hackathon', date: '2020-11-07' },
    ]);
    const body = sent.find((request) => request.path === apiPaths.updatePortfolio)?.body as FormData;
    expect(JSON.parse(String(body.get('projects')))).toMatchObject([
      { startDate: '2021-03-15', endDate: '2022-08-20' },
    ]);
  });

  it('clears with the input, and draws again only the month input changed', async () => {
    const { user } = await renderUpdateForm();
    monthRenders.clear();
    fireEvent.input(item('Project 1').getByRole('textbox', { name: 'Title' }), {
      target: { value: 'StreamKit 2' },
    });
    expect(Object.fromEntries(monthRenders)).toEqual({});
    fireEvent.change(input('Project 1', 'End Date'), { target: { value: '' } });
    expect(Object.fromEntries(monthRenders)).toEqual({ 'projects.0.endDate': 1 });

    expect(await savedList(user, 'projects')).toEqual([
      { ...EMPTY_ITEMS.projects, title: 'StreamKit 2', startDate: '2021-03-15', endDate: '' },
    ]);
  });
});
