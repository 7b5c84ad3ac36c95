// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LivePortfolios } from './live-portfolios.tsx';

const user: User = {
  _id: 'u1',
  userName: 'asha',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  role: 'USER',
};

const portfolio = (hostingName: string, status: PortfolioDetail['status']): PortfolioDetail =>
  ({
    _id: `p-${hostingName}`,
    title: `Site of ${hostingName}`,
    name: 'Asha Rao',
    email: 'asha@example.com',
    coverImage: '/uploads/covers/a.webp',
    hostingName,
    status,
    takedownReason: null,
    liveUrl: `http://${hostingName}.localhost:3000/`,
    customDomain: null,
    viewsLast7Days: 3,
    messageCount: 0,
    unreadMessages: 0,
    contactForm: true,
    templateId: 2,
    photo: null,
    resumeLink: true,
    educations: [],
    projects: [],
    experiences: [],
    achievements: [],
    articles: [],
  }) as unknown as PortfolioDetail;

function serve(portfolios: PortfolioDetail[]) {
  return stubApi((request) =>
    request.path === apiPaths.usersPortfolios ? envelope(200, { data: portfolios }) : envelope(404),
  );
}

const noop = () => undefined;

describe('LivePortfolios (an owner’s sites)', () => {
  it('puts the site just paid for first, says it is live, and offers to share it', async () => {
    serve([portfolio('older-site', 'live'), portfolio('asha-rao', 'live')]);
    renderApp(<LivePortfolios user={user} onCompletePayment={noop} justSaved="asha-rao" />);
    const live = await screen.findByText(/^Your site is live at/);
    expect(live.getAttribute('role')).toBe('status');
    expect(live.textContent).toBe('Your site is live at http://asha-rao.localhost:3000/');
    const cards = screen.getAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByRole('heading').textContent).toBe('Site of asha-rao');
    expect(within(cards[0] as HTMLElement).getByText('Asha Rao · Monograph')).toBeTruthy();
    const share = within(cards[0] as HTMLElement).getByRole('list', { name: 'Share Site of asha-rao' });
    const whatsApp = within(share).getByRole('link', { name: /WhatsApp/ });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('http://asha-rao.localhost:3000/')}`,
    );
    expect(
      within(share)
        .getByRole('link', { name: /LinkedIn/ })
        .getAttribute('href'),
    ).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://asha-rao.localhost:3000/')}`,
    );
    // The page opens at the owner's sites, not at the price cards.
    expect(document.activeElement?.textContent).toBe('Your Live Portfolio');
  });

  it('does not call a site live that still awaits its payment, and offers no share for it', async () => {
    serve([portfolio('asha-rao', 'awaiting_payment')]);
    renderApp(<LivePortfolios user={user} onCompletePayment={noop} justSaved="asha-rao" />);
    await screen.findByRole('article');
    expect(screen.queryByText(/Your site is live/)).toBeNull();
    expect(screen.queryByRole('list', { name: /^Share/ })).toBeNull();
  });

  it('shows nothing on the home page to a signed-in user with no portfolio', async () => {
    serve([]);
    // Beside it, the same list without hideWhenEmpty shows when the (empty) answer has arrived.
    renderApp(
      <>
        <div data-testid="home">
          <LivePortfolios user={user} onCompletePayment={noop} hideWhenEmpty />
        </div>
        <LivePortfolios user={user} onCompletePayment={noop} />
      </>,
    );
    await screen.findByText('You have no portfolios yet.');
    expect(screen.getByTestId('home').textContent).toBe('');
  });
});
