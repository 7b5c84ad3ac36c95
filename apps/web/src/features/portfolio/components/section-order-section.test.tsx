// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { screenWidth } from '../../../testing/screen-width.ts';
import {
  liveMessage,
  openSections,
  renderUpdateEditor,
  rowNames,
  SECTIONS_LEGEND,
} from '../testing/update-editor.tsx';

// How often the card is drawn: typing elsewhere in the form must not draw it again (decision 45).
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./section-order-section.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./section-order-section.tsx')>();
  return {
    ...original,
    SectionOrderSection: (props: Parameters<typeof original.SectionOrderSection>[0]) => {
      cardRenders.count += 1;
      return original.SectionOrderSection(props);
    },
  };
});

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  stubApi(() => envelope(404, { message: 'Not found' }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sections of your site', { timeout: 20_000 }, () => {
  it('says what the site shows while folded, in the template’s order', () => {
    renderUpdateEditor();
    const card = screen.getByRole('group', { name: SECTIONS_LEGEND });
    expect(card.textContent).toContain('About, Skills, Experience, …');
  });

  it('moves a section by keyboard, the focus kept on its button and the move announced', async () => {
    const { user, submitted } = renderUpdateEditor();
    const card = await openSections(user);
    expect(rowNames(card).slice(0, 4)).toEqual(['About', 'Skills', 'Experience', 'Projects']);
    const projects = within(card.getByRole('group', { name: 'Projects' }));
    const up = projects.getByRole('button', { name: 'Move up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(projects.getByRole('button', { name: 'Move up' }));
    expect(liveMessage(card)).toBe('Projects moved to position 3 of 9');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(rowNames(card).slice(0, 2)).toEqual(['Projects', 'About']);
    expect(liveMessage(card)).toBe('Projects moved to position 1 of 9');
    // At the top, Move up says so and keeps the focus; pressing it again moves nothing.
    const top = within(card.getByRole('group', { name: 'Projects' })).getByRole('button', {
      name: 'Move up',
    });
    expect(document.activeElement).toBe(top);
    expect(top.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(rowNames(card)[0]).toBe('Projects');

    // Down moves it back one, the focus on Move down.
    const down = within(card.getByRole('group', { name: 'Projects' })).getByRole('button', {
      name: 'Move down',
    });
    down.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      within(card.getByRole('group', { name: 'Projects' })).getByRole('button', { name: 'Move down' }),
    );
    expect(liveMessage(card)).toBe('Projects moved to position 2 of 9');

    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.lastCall?.[0].content.sectionOrder.slice(0, 3)).toEqual([
      'about',
      'projects',
      'skills',
    ]);
  });

  it('hides a section with its check box, keeps its place, and sends it as hidden', async () => {
    const { user, submitted } = renderUpdateEditor();
    const card = await openSections(user);
    const articles = within(card.getByRole('group', { name: 'Articles' }));
    const show = articles.getByRole('checkbox', { name: 'Show on my site' });
    expect((show as HTMLInputElement).checked).toBe(true);
    await user.click(show);
    expect((show as HTMLInputElement).checked).toBe(false);
    expect(card.getByText('· Hidden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SECTIONS_LEGEND, expanded: true }));
    expect(screen.getByRole('group', { name: SECTIONS_LEGEND }).textContent).toContain('· 1 hidden');

    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const { content } = submitted.mock.lastCall?.[0] ?? {};
    expect(content?.hiddenSections).toEqual(['articles']);
    // Not reordered: the template's order stands.
    expect(content?.sectionOrder).toEqual([]);
  });

  it("follows a newly chosen template's order while the owner never reordered", async () => {
    const { user } = renderUpdateEditor();
    const card = await openSections(user);
    await user.click(screen.getByRole('button', { name: 'Your site', expanded: false }));
    await act(async () => {
      screen.getByRole('radio', { name: /Studio/ }).click();
    });
    expect(rowNames(card)[0]).toBe('Projects');
  });

  it('is not drawn again while the owner types elsewhere in the form', async () => {
    const { user } = renderUpdateEditor();
    const card = await openSections(user);
    await user.click(screen.getByRole('button', { name: 'About you', expanded: false }));
    const drawn = cardRenders.count;
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' and illustrator');
    expect(cardRenders.count).toBe(drawn);
    // It is drawn again when its own values change.
    await user.click(card.getAllByRole('button', { name: 'Move down' })[0] as HTMLElement);
    expect(cardRenders.count).toBeGreaterThan(drawn);
  });
});
