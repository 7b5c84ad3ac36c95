import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { PortfolioEditor } from '../components/portfolio-editor.tsx';
import type { SubmitOutcome } from '../hooks/use-portfolio-form.ts';
import type { PortfolioSubmission } from '../utils/form-validation.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';

export const SECTIONS_LEGEND = 'Sections of your site';

/**
 * The update form of Asha Rao's portfolio ('asha', titled Designer, with `content` over it);
 * `submitted` receives each save.
 */
export function renderUpdateEditor(content: Partial<PortfolioContent> = {}) {
  const submitted = vi.fn<(submission: PortfolioSubmission) => Promise<SubmitOutcome>>(async () => ({
    saved: false,
  }));
  const view = renderApp(
    <PortfolioEditor
      mode="update"
      draftKey="pm-draft:user-1:portfolio:p1"
      initialContent={{
        ...emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' }),
        title: 'Designer',
        ...content,
      }}
      initialHostingName="asha"
      submitLabel="Update Portfolio"
      submittingLabel="Saving…"
      onSubmit={submitted}
    />,
  );
  return { ...view, submitted };
}

/** The 'Sections of your site' card, opened (the update form starts folded on a phone). */
export async function openSections(user: ReturnType<typeof renderUpdateEditor>['user']) {
  await user.click(screen.getByRole('button', { name: SECTIONS_LEGEND, expanded: false }));
  return within(screen.getByRole('group', { name: SECTIONS_LEGEND }));
}

/** The card's rows' names, in order, as the owner reads them. */
export const rowNames = (card: ReturnType<typeof within>) =>
  card
    .getAllByRole('listitem')
    .map((row: HTMLElement) => row.querySelector('fieldset span[id]')?.textContent);

/** What the card's live regions say (the drag library keeps its own silent: only ours speaks). */
export const liveMessage = (card: ReturnType<typeof within>) =>
  card
    .getAllByRole('status')
    .map((region: HTMLElement) => region.textContent)
    .join('');
