// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type Theme, themeAccentColours } from '@portfolio/shared/theme';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { screenWidth } from '../../../testing/screen-width.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { UpdatePortfolioForm } from './update-portfolio-form.tsx';

const DRAFT_KEY = 'pm-draft:user-1:portfolio:portfolio-1';

/** Asha's portfolio as the server answers it, with `theme` when given. */
const portfolioWith = (theme?: Theme): PortfolioDetail => ({
  ...emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' }),
  title: 'Designer',
  ...(theme ? { theme } : {}),
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
});

let sent: SentRequest[];

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  sent = stubApi(({ path }) =>
    path === apiPaths.updatePortfolio
      ? envelope(200, { message: 'portfolio Updated Successfully', data: portfolioWith() })
      : envelope(404, { message: 'Not found' }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The update form of `portfolio`, its site section opened as the owner taps it (folded on a phone). */
async function renderForm(portfolio = portfolioWith()) {
  const view = renderApp(
    <UpdatePortfolioForm draftKey={DRAFT_KEY} portfolio={portfolio} onUpdated={vi.fn()} />,
  );
  const folded = screen.queryByRole('button', { name: 'Your site', expanded: false });
  if (folded) await view.user.click(folded);
  return view;
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const radio = (groupName: string, name: string | RegExp) =>
  group(groupName).getByRole('radio', { name }) as HTMLInputElement;
const creditSwitch = () =>
  screen.getByRole('switch', { name: 'Show "Made with Portfolio Maker" on my site' }) as HTMLInputElement;
const statusText = () => group('Accent colour').getByRole('status').textContent;

/** Update Portfolio pressed: the theme as the multipart body carried it. */
async function savedTheme(user: ReturnType<typeof renderApp>['user']): Promise<unknown> {
  await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
  await waitFor(() => expect(sent.some((request) => request.path === apiPaths.updatePortfolio)).toBe(true));
  const body = sent.find((request) => request.path === apiPaths.updatePortfolio)?.body as FormData;
  const theme = body.get('theme');
  return theme === null ? null : JSON.parse(String(theme));
}

describe('the theme controls (issue 27 item 1)', { timeout: 20_000 }, () => {
  it('starts at the template’s own everywhere, and saves a swatch chosen by its colour name', async () => {
    const { user } = await renderForm();
    expect(radio('Accent colour', 'Template’s own').checked).toBe(true);
    expect(radio('Font pairing', /Template’s own/).checked).toBe(true);
    expect(radio('Appearance', /Template’s own/).checked).toBe(true);
    expect(creditSwitch().checked).toBe(true);

    await user.click(radio('Accent colour', 'Ocean'));
    expect(radio('Accent colour', 'Ocean').checked).toBe(true);
    expect(radio('Accent colour', 'Template’s own').checked).toBe(false);
    // Techfolio follows the visitor's system: on its dark grounds the site lightens the deep blue.
    const { accent } = themeAccentColours(1, '#0369a1', 'dark').dark;
    expect(statusText()).toBe(`Adjusted for readability: your site uses ${accent} on dark backgrounds.`);
    expect(await savedTheme(user)).toEqual({ accent: '#0369a1', fonts: '', credit: true });
  });

  it('says a pale yellow is adjusted for readability, with the colour used, and stops once another is chosen', async () => {
    const { user } = await renderForm();
    fireEvent.input(screen.getByLabelText('Your own colour'), { target: { value: '#fef08a' } });
    // Techfolio follows the visitor's system: the yellow cannot be read on its light grounds.
    expect(statusText()).toMatch(
      /^Adjusted for readability: your site uses #[0-9a-f]{6} on light backgrounds\.$/,
    );
    expect(statusText()).not.toContain('#fef08a');
    // No swatch is this colour.
    expect(
      group('Accent colour')
        .getAllByRole('radio')
        .some((input) => (input as HTMLInputElement).checked),
    ).toBe(false);

    // Dark alone: the yellow reads well there as it is.
    await user.click(radio('Appearance', 'Dark'));
    expect(statusText()).toBe('');
    await user.click(radio('Appearance', 'Light'));
    expect(statusText()).toMatch(/^Adjusted for readability/);
    // Indigo reads on Techfolio's light grounds as it is: nothing is said.
    await user.click(radio('Accent colour', 'Indigo'));
    expect(statusText()).toBe('');
    fireEvent.input(screen.getByLabelText('Your own colour'), { target: { value: '#fef08a' } });

    // The colour as chosen is saved: the site adjusts it wherever it is shown.
    expect(await savedTheme(user)).toEqual({
      accent: '#fef08a',
      fonts: '',
      appearance: 'light',
      credit: true,
    });
  });

  it('saves a pairing, an appearance and the credit switched off', async () => {
    const { user } = await renderForm();
    const classic = radio('Font pairing', 'Classic serif');
    // Its faces are read out with it.
    expect(document.getElementById(String(classic.getAttribute('aria-describedby')))?.textContent).toBe(
      'Fraunces headings, Source Serif 4 text',
    );
    await user.click(classic);
    await user.click(radio('Appearance', 'Dark'));
    await user.click(creditSwitch());
    expect(classic.checked).toBe(true);
    expect(creditSwitch().checked).toBe(false);

    expect(await savedTheme(user)).toEqual({
      accent: '',
      fonts: 'classic',
      appearance: 'dark',
      credit: false,
    });
  });

  it('shows a stored theme in its controls, and sends it back as it was', async () => {
    const stored: Theme = { accent: '#15803d', fonts: 'mono', appearance: 'system', credit: false };
    const { user } = await renderForm(portfolioWith(stored));
    expect(radio('Accent colour', 'Forest').checked).toBe(true);
    expect((screen.getByLabelText('Your own colour') as HTMLInputElement).value).toBe('#15803d');
    expect(radio('Font pairing', 'Developer mono').checked).toBe(true);
    expect(radio('Appearance', 'Follow the visitor’s system').checked).toBe(true);
    expect(creditSwitch().checked).toBe(false);

    // Back to the template's own appearance: the choice is left out, not kept.
    await user.click(radio('Appearance', /Template’s own/));
    expect(await savedTheme(user)).toEqual({ accent: '#15803d', fonts: 'mono', credit: false });
  });

  it('draws the preview in the theme chosen', async () => {
    screenWidth('desktop');
    const { user } = await renderForm();
    const preview = () => screen.getByTitle('Live preview of your portfolio').getAttribute('srcdoc') ?? '';
    await waitFor(() => expect(preview()).toContain('Made with'), { timeout: 5000 });
    expect(preview()).toContain('prefers-color-scheme');

    await user.click(radio('Accent colour', 'Ocean'));
    await user.click(radio('Appearance', 'Dark'));
    await user.click(creditSwitch());
    // Dark alone, in the deep blue as the site lightens it there, and no credit.
    const { accent } = themeAccentColours(1, '#0369a1', 'dark').dark;
    await waitFor(() => expect(preview()).not.toContain('Made with'), { timeout: 5000 });
    expect(preview()).toContain(`--accent:${accent}`);
    expect(preview()).not.toContain('prefers-color-scheme');
  });

  it('keeps the theme in the draft, and brings it back with the form', async () => {
    const first = await renderForm();
    await first.user.click(radio('Accent colour', 'Violet'));
    await first.user.click(radio('Font pairing', 'Geometric sans'));
    await first.user.click(radio('Appearance', 'Dark'));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('#7e22ce'), { timeout: 3000 });
    // The page is left and opened again.
    first.unmount();
    await act(() => Promise.resolve());

    const { user } = await renderForm();
    expect(screen.getByText('Draft restored')).toBeTruthy();
    expect(radio('Accent colour', 'Violet').checked).toBe(true);
    expect(radio('Font pairing', 'Geometric sans').checked).toBe(true);
    expect(radio('Appearance', 'Dark').checked).toBe(true);
    expect(await savedTheme(user)).toEqual({
      accent: '#7e22ce',
      fonts: 'geometric',
      appearance: 'dark',
      credit: true,
    });
  });
});
