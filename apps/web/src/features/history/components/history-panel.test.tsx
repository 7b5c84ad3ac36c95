// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { PortfolioVersion, PortfolioVersionDetail } from '@portfolio/shared/portfolio';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { versionTime } from '../utils/version-time.ts';
import { HistoryPanel } from './history-panel.tsx';

const CREATED = '2026-11-20T09:05:00.000Z';
const SWITCHED = '2026-11-21T14:30:00.000Z';
const RESTORED = '2026-11-22T20:48:05.000Z';

/** A history as the server sends it: created in Monograph, switched to Techfolio, then restored. */
const history: PortfolioVersion[] = [
  {
    _id: 'v3',
    createdAt: RESTORED,
    changes: 'Template: Monograph; Title changed',
    current: true,
    restoredFrom: CREATED,
  },
  { _id: 'v2', createdAt: SWITCHED, changes: 'Template: Techfolio; Title changed', current: false },
  { _id: 'v1', createdAt: CREATED, changes: 'Created', current: false },
];

const content = {
  title: 'Essayist',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  contactNumber: '',
  alternateContactNumber: '',
  linkidenUrl: '',
  githubUrl: '',
  instagramUrl: '',
  facebookUrl: '',
  twitterUrl: '',
  summary: '',
  aboutMe: '',
  address: '',
  educations: [],
  projects: [],
  experiences: [],
  achievements: [],
  articles: [],
  skills: [],
  services: [],
  testimonials: [],
  customSections: [],
  sectionOrder: [],
  hiddenSections: [],
};

const details: Record<string, PortfolioVersionDetail> = {
  v3: {
    ...content,
    _id: 'v3',
    createdAt: RESTORED,
    changes: history[0]?.changes ?? '',
    coverImage: '/uploads/covers/a.webp',
    restoredFrom: CREATED,
    templateId: 2,
    photo: null,
  },
  v2: {
    ...content,
    _id: 'v2',
    createdAt: SWITCHED,
    changes: history[1]?.changes ?? '',
    coverImage: '/uploads/covers/a.webp',
    // A template no longer offered.
    templateId: 99,
    photo: null,
  },
  // Saved before versions kept their template and photo: neither is sent.
  v1: {
    ...content,
    _id: 'v1',
    createdAt: CREATED,
    changes: 'Created',
    coverImage: '/uploads/covers/a.webp',
  },
};

/** Pictures "load" at once with a size, as a browser's would. */
class LoadedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 1200;
  naturalHeight = 630;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

function renderPanel() {
  vi.stubGlobal('Image', LoadedImage);
  stubApi((request) => {
    if (request.path === apiPaths.portfolioVersions) return envelope(200, { data: history });
    const id = request.query.get('versionId') ?? '';
    if (request.path === apiPaths.portfolioVersion && details[id])
      return envelope(200, { data: details[id] });
    return envelope(404, { message: 'Not found' });
  });
  return renderApp(
    <HistoryPanel
      portfolio={{
        _id: 'p1',
        hostingName: 'meera',
        liveUrl: 'http://meera.localhost:3000/',
        status: 'live',
        // The portfolio is in Techfolio now; the versions were saved in Monograph.
        templateId: 1,
        photo: null,
      }}
      onRestored={() => undefined}
    />,
    { path: '/history/p1' },
  );
}

describe('HistoryPanel', () => {
  it("shows every time in one format, a restore's date included", async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        `${versionTime(RESTORED)}Current` +
          `Restored the version of ${versionTime(CREATED)} (Template: Monograph; Title changed)`,
      ),
      expect.stringContaining(`${versionTime(SWITCHED)}Template: Techfolio; Title changed`),
      expect.stringContaining(`${versionTime(CREATED)}Created`),
    ]);
    // No time in another form: neither ISO dates nor UTC.
    expect(list.textContent).not.toMatch(/\d{4}-\d\d-\d\d|UTC/);
  });

  it('previews a version in its own template, with its time as the list shows it', async () => {
    const { user } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const newest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(newest).getByRole('button', { name: /^Preview/ }));
    const dialog = await screen.findByRole('dialog', { name: `Version of ${versionTime(RESTORED)}` });
    expect(
      within(dialog).getByText(
        `Restored the version of ${versionTime(CREATED)} (Template: Monograph; Title changed)`,
      ),
    ).toBeTruthy();
    const frame = await within(dialog).findByTitle(`Preview of the version of ${versionTime(RESTORED)}`);
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('class="site monograph"');
    expect(html).not.toMatch(/\d{4}-\d\d-\d\dT|UTC/);
  });

  it('shows a version that does not know its template in the current one, and says so', async () => {
    const { user } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const oldest = within(list).getAllByRole('listitem')[2] as HTMLElement;
    await user.click(within(oldest).getByRole('button', { name: /^Preview/ }));
    const dialog = await screen.findByRole('dialog', { name: `Version of ${versionTime(CREATED)}` });
    const frame = await within(dialog).findByTitle(`Preview of the version of ${versionTime(CREATED)}`);
    expect(frame.getAttribute('srcdoc')).toContain('class="site techfolio"');
    expect(
      within(dialog).getByText(
        'This version was saved before the history kept its template and photo: it is shown with your current template and photo, which restoring it keeps.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
  });

  it('offers no restore for a version made in a template no longer offered', async () => {
    const { user } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const switched = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(switched).getByRole('button', { name: /^Preview/ }));
    const dialog = await screen.findByRole('dialog', { name: `Version of ${versionTime(SWITCHED)}` });
    await within(dialog).findByText(
      'This version was made in a template that is no longer offered: it is shown in your current one, and it cannot be restored.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });
});
