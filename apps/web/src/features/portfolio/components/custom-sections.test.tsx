// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { screenWidth } from '../../../testing/screen-width.ts';
import { liveMessage, openSections, renderUpdateEditor, rowNames } from '../testing/update-editor.tsx';

const OWN = 'Your own sections';

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  stubApi(() => envelope(404, { message: 'Not found' }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the owner's own sections in the editor (issue 26 item 3)", { timeout: 30_000 }, () => {
  it("adds 'Talks' with an item, moves it above Experience, and the submission carries both", async () => {
    const { user, submitted } = renderUpdateEditor();
    await user.click(screen.getByRole('button', { name: OWN, expanded: false }));
    const own = within(screen.getByRole('group', { name: OWN }));
    // Nothing typed: the Add button says what to do, and adds nothing.
    await user.click(own.getByRole('button', { name: 'Add a section' }));
    expect(own.getByText('Type the new section’s title first, for example Talks.')).toBeTruthy();
    await user.type(own.getByRole('textbox', { name: /New section title/ }), 'Talks{Enter}');
    // Enter added it, and did not submit the form.
    expect(submitted).not.toHaveBeenCalled();
    const talks = within(screen.getByRole('group', { name: 'Talks' }));
    expect((talks.getByRole('textbox', { name: /Section title/ }) as HTMLInputElement).value).toBe('Talks');
    await user.click(talks.getByRole('button', { name: 'Add item' }));
    const item = within(talks.getByRole('group', { name: 'Item 1' }));
    expect(document.activeElement).toBe(item.getByRole('textbox', { name: 'Title' }));
    await user.type(item.getByRole('textbox', { name: 'Title' }), 'Designing for phones');
    await user.type(item.getByRole('textbox', { name: /Subtitle/ }), 'JSConf India');
    await user.type(item.getByRole('textbox', { name: 'Link' }), 'jsconf.in');
    await user.tab();
    expect((item.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe('https://jsconf.in');

    const card = await openSections(user);
    expect(rowNames(card).at(-1)).toBe('Talks');
    const row = () => within(card.getByRole('group', { name: 'Talks' }));
    row().getByRole('button', { name: 'Move up' }).focus();
    while (rowNames(card).indexOf('Talks') > rowNames(card).indexOf('Experience')) {
      await user.keyboard('{Enter}');
    }
    expect(liveMessage(card)).toBe('Talks moved to position 3 of 10');
    expect(rowNames(card).slice(0, 4)).toEqual(['About', 'Skills', 'Talks', 'Experience']);

    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const { content } = submitted.mock.lastCall?.[0] ?? {};
    const [section] = content?.customSections ?? [];
    expect(section?.id).toMatch(/^[a-z0-9]{8}$/);
    expect(section).toMatchObject({
      title: 'Talks',
      items: [{ title: 'Designing for phones', subtitle: 'JSConf India', link: 'https://jsconf.in' }],
    });
    expect(content?.sectionOrder.slice(0, 4)).toEqual([
      'about',
      'skills',
      `custom-${section?.id}`,
      'experience',
    ]);
  });

  it('renames a section, and removes one with items only after asking, its place in the order gone', async () => {
    const { user, submitted } = renderUpdateEditor();
    await user.click(screen.getByRole('button', { name: OWN, expanded: false }));
    const own = within(screen.getByRole('group', { name: OWN }));
    await user.type(own.getByRole('textbox', { name: /New section title/ }), 'Talks');
    await user.click(own.getByRole('button', { name: 'Add a section' }));
    const title = within(screen.getByRole('group', { name: 'Talks' })).getByRole('textbox', {
      name: /Section title/,
    });
    await user.clear(title);
    await user.type(title, 'Exhibitions');
    const exhibitions = within(screen.getByRole('group', { name: 'Exhibitions' }));
    await user.click(exhibitions.getByRole('button', { name: 'Add item' }));
    await user.type(exhibitions.getByRole('textbox', { name: 'Title' }), 'Pune Biennale');

    const card = await openSections(user);
    const row = within(card.getByRole('group', { name: 'Exhibitions' }));
    await user.click(row.getByRole('checkbox', { name: 'Show on my site' }));

    await user.click(exhibitions.getByRole('button', { name: 'Remove the section Exhibitions' }));
    expect(own.getByRole('group', { name: 'Exhibitions' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Remove Exhibitions');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Exhibitions' })).toBeNull();
    expect(rowNames(card)).not.toContain('Exhibitions');

    await user.click(screen.getByRole('button', { name: 'Update Portfolio' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const { content } = submitted.mock.lastCall?.[0] ?? {};
    expect(content?.customSections).toEqual([]);
    expect(content?.hiddenSections).toEqual([]);
  });
});
