// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUser } from '../../features/auth/api/get-user.ts';
import { envelope, stubApi } from '../../testing/api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { InboxRoute } from './inbox.tsx';

const site = (id: string, title: string): PortfolioDetail =>
  ({
    _id: id,
    title,
    hostingName: id,
    status: 'live',
    liveUrl: `http://${id}.localhost:3000/`,
    contactForm: true,
    messageCount: 0,
    unreadMessages: 0,
  }) as unknown as PortfolioDetail;

function serve() {
  return stubApi((request) => {
    if (request.path === apiPaths.usersPortfolios) {
      return envelope(200, { data: [site('studio', 'Asha’s studio'), site('blog', 'Asha writes')] });
    }
    if (request.path === apiPaths.siteMessages) {
      return envelope(200, { data: { messages: [], total: 0, unread: 0 } });
    }
    return envelope(404);
  });
}

const sections = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  setUser(null);
});

describe('/inbox', () => {
  it('shows one site’s messages with ?site=, and all the sites again on request', async () => {
    setUser({ _id: 'u1', userName: 'asha', fullName: 'Asha Rao', email: 'asha@example.com', role: 'USER' });
    const sent = serve();
    const { user } = renderApp(<InboxRoute />, { path: '/inbox?site=blog' });
    await screen.findByText('Showing the messages of Asha writes only.', { exact: false });
    expect(sections()).toEqual(['Asha writes']);
    expect(
      sent.filter((r) => r.path === apiPaths.siteMessages).map((r) => r.query.get('portfolioId')),
    ).toEqual(['blog']);

    await user.click(screen.getByRole('link', { name: 'Show all your sites' }));
    expect(sections()).toEqual(['Asha’s studio', 'Asha writes']);
    expect(screen.queryByText('Showing the messages of', { exact: false })).toBeNull();
  });

  it('shows every site for a ?site= it does not know (a site since deleted)', async () => {
    setUser({ _id: 'u1', userName: 'asha', fullName: 'Asha Rao', email: 'asha@example.com', role: 'USER' });
    serve();
    renderApp(<InboxRoute />, { path: '/inbox?site=gone' });
    await screen.findByRole('heading', { level: 2, name: 'Asha writes' });
    expect(sections()).toEqual(['Asha’s studio', 'Asha writes']);
  });
});
