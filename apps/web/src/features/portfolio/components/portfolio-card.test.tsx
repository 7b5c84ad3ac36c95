// @vitest-environment happy-dom
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { PortfolioCard } from './portfolio-card.tsx';

const site = (fields: Partial<PortfolioDetail> = {}): PortfolioDetail =>
  ({
    _id: 'p-asha',
    title: 'Asha Rao, designer',
    name: 'Asha Rao',
    email: 'asha@example.com',
    coverImage: '/uploads/covers/a.webp',
    hostingName: 'asha-rao',
    status: 'live',
    takedownReason: null,
    liveUrl: 'http://asha-rao.localhost:3000/',
    customDomain: null,
    viewsLast7Days: 3,
    messageCount: 0,
    unreadMessages: 0,
    contactForm: true,
    templateId: 1,
    photo: null,
    resumeLink: true,
    educations: [],
    projects: [],
    experiences: [],
    achievements: [],
    articles: [],
    ...fields,
  }) as unknown as PortfolioDetail;

const noop = () => undefined;

function renderCard(portfolio: PortfolioDetail) {
  return renderApp(<PortfolioCard portfolio={portfolio} onCompletePayment={noop} paying={false} />);
}

/** The card's link to the site's messages, if it has one. */
const inboxLink = () => screen.queryByRole('link', { name: /: inbox of Asha Rao, designer$/ });

describe('PortfolioCard: the site’s messages', () => {
  it('counts the unread messages and leads to that site’s inbox', async () => {
    const { user, history } = renderCard(site({ messageCount: 5, unreadMessages: 2 }));
    // The test DOM puts a space before the screen-reader text; browsers do not.
    const link = screen.getByRole('link', { name: /^2 unread messages ?: inbox of Asha Rao, designer$/ });
    expect(link.getAttribute('href')).toBe('/inbox?site=p-asha');
    await user.click(link);
    expect(`${history.location.pathname}${history.location.search}`).toBe('/inbox?site=p-asha');
  });

  it('says one unread message in the singular', () => {
    renderCard(site({ messageCount: 1, unreadMessages: 1 }));
    expect(inboxLink()?.textContent).toBe('1 unread message: inbox of Asha Rao, designer');
  });

  it('says there is nothing new on a live site, still leading to its inbox', () => {
    renderCard(site({ messageCount: 4, unreadMessages: 0 }));
    expect(inboxLink()?.textContent).toBe('No new messages: inbox of Asha Rao, designer');
  });

  it('keeps the link on a site taken offline while it has messages, and only then', () => {
    const { unmount } = renderCard(site({ status: 'offline', messageCount: 1, unreadMessages: 0 }));
    expect(inboxLink()?.getAttribute('href')).toBe('/inbox?site=p-asha');
    expect(screen.queryByRole('link', { name: /in the last 7 days/ })).toBeNull();
    unmount();
    renderCard(site({ status: 'offline' }));
    expect(inboxLink()).toBeNull();
  });

  it('has no inbox link for a site still awaiting its payment', () => {
    renderCard(site({ status: 'awaiting_payment' }));
    expect(inboxLink()).toBeNull();
  });
});
