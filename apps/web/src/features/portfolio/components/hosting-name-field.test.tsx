// @vitest-environment happy-dom
import { hostingNameStem } from '@portfolio/shared/hosting-name-suggestion';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type SentRequest, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { screenWidth } from '../../../testing/screen-width.ts';
import { emptyPortfolioContent } from '../utils/form-values.ts';
import { PortfolioEditor } from './portfolio-editor.tsx';

const SUGGESTION_PATH = '/api/v1/userData/hostingname-suggestion';
const address = (name: string) => `http://${name}.localhost:3000/`;

/** Longer than the typing pause (300 ms) and an answer: what typing set off has run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

function renderEditor({ mode = 'create' }: { mode?: 'create' | 'update' } = {}) {
  return renderApp(
    <PortfolioEditor
      mode={mode}
      draftKey="pm-draft:user-1:template:1"
      initialContent={emptyPortfolioContent({ name: 'Asha Rao', email: 'asha@example.com' })}
      initialHostingName={mode === 'update' ? 'asha' : undefined}
      liveUrl={mode === 'update' ? address('asha') : undefined}
      submitLabel={mode === 'update' ? 'Update Portfolio' : 'Save Portfolio'}
      submittingLabel="Saving…"
      onSubmit={async () => ({ saved: false })}
    />,
  );
}

const hostingNameField = () => screen.getByRole('textbox', { name: 'Hosting Name' }) as HTMLInputElement;
const fullNameField = () =>
  within(screen.getByRole('group', { name: 'About you' })).getByRole('textbox', { name: 'Full Name' });
const findOffer = (name: string) => screen.findByRole('button', { name: `Use ${name} as your site’s name` });
const offers = () => screen.queryAllByRole('button', { name: /^Use .* as your site’s name$/ });

let sent: SentRequest[];
/** The full names a suggestion was asked for. */
const suggestionsAsked = () => sent.filter((r) => r.path === SUGGESTION_PATH).map((r) => r.query.get('name'));

beforeEach(() => {
  localStorage.clear();
  screenWidth('phone');
  // Every hosting name is free; a suggestion is the full name's stem ('ananya-iyer' is taken).
  sent = stubApi(({ path, query }) => {
    if (path === SUGGESTION_PATH) {
      const stem = hostingNameStem(query.get('name') ?? '');
      const hostingName = stem === 'ananya-iyer' ? 'ananya-iyer-2' : stem;
      return envelope(200, { data: { hostingName, address: address(hostingName) } });
    }
    const name = decodeURIComponent(path.replace('/api/v1/userData/hostingname/', ''));
    return path.startsWith('/api/v1/userData/hostingname/')
      ? envelope(200, {
          data: { available: true, message: 'This hosting name is available', address: address(name) },
        })
      : envelope(404, { message: 'Not found' });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('HostingNameField', { timeout: 20_000 }, () => {
  it('offers a free name made from the full name, fills the field with it and shows the address', async () => {
    const { user } = renderEditor();
    // The full name the form starts with.
    expect(await findOffer('asha-rao')).toBeTruthy();

    await user.clear(fullNameField());
    await user.type(fullNameField(), 'Ananya Iyer');
    const use = await findOffer('ananya-iyer-2');
    expect(use.textContent).toBe('Use ananya-iyer-2');
    // Asked once typing paused, not at every key.
    expect(suggestionsAsked()).toEqual(['Asha Rao', 'Ananya Iyer']);

    await user.click(use);
    expect(hostingNameField().value).toBe('ananya-iyer-2');
    expect(document.activeElement).toBe(hostingNameField());
    expect(offers()).toEqual([]);
    expect(await screen.findByText('This hosting name is available')).toBeTruthy();
    expect(screen.getByText(address('ananya-iyer-2')).parentElement?.textContent).toBe(
      `Your site will be at ${address('ananya-iyer-2')}`,
    );

    // The field still holds the name taken from the offer: a new full name brings a new one.
    await user.type(fullNameField(), ' Rao');
    await user.click(await findOffer('ananya-iyer-rao'));
    expect(hostingNameField().value).toBe('ananya-iyer-rao');
  });

  it('never replaces a name the owner typed, and offers one again once the field is empty', async () => {
    const { user } = renderEditor();
    await findOffer('asha-rao');
    await user.type(hostingNameField(), 'asha-writes');
    expect(offers()).toEqual([]);

    await user.clear(fullNameField());
    await user.type(fullNameField(), 'Ananya Iyer');
    await settle();
    expect(offers()).toEqual([]);
    expect(hostingNameField().value).toBe('asha-writes');
    expect(suggestionsAsked()).not.toContain('Ananya Iyer');
    expect(await screen.findByText(address('asha-writes'))).toBeTruthy();

    await user.clear(hostingNameField());
    expect(await findOffer('ananya-iyer-2')).toBeTruthy();
    expect(screen.queryByText(/Your site will be at/)).toBeNull();
  });

  it('asks nothing for a full name with no letters to make a name of', async () => {
    const { user } = renderEditor();
    await findOffer('asha-rao');
    await user.clear(fullNameField());
    await user.type(fullNameField(), '!!! 2024');
    await settle();
    expect(offers()).toEqual([]);
    expect(suggestionsAsked()).toEqual(['Asha Rao']);
  });

  it('shows the site’s address under the name that cannot change, and offers nothing', async () => {
    renderEditor({ mode: 'update' });
    fireEvent.click(screen.getByRole('button', { name: 'Your site', expanded: false }));
    expect(hostingNameField().value).toBe('asha');
    expect(screen.getByText(address('asha')).parentElement?.textContent).toBe(
      `Your site’s address is ${address('asha')}`,
    );
    await settle();
    expect(offers()).toEqual([]);
    expect(suggestionsAsked()).toEqual([]);
  });
});
