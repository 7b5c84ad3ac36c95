import type { InboxPage } from '@portfolio/shared/site-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getInboxQueryOptions } from '../api/get-inbox.ts';
import { SiteInboxSection } from './site-inbox-section.tsx';

/** The section as the browser first paints it, with the inbox page already in the cache (or not). */
function render(inbox?: InboxPage | Error) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const options = getInboxQueryOptions({ portfolioId: 'p1', page: 0, limit: 10 });
  if (inbox instanceof Error) {
    client
      .getQueryCache()
      .build(client, { queryKey: options.queryKey })
      .setState({ status: 'error', error: inbox, fetchStatus: 'idle', errorUpdatedAt: Date.now() });
  } else if (inbox) {
    client.setQueryData(options.queryKey, inbox);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SiteInboxSection portfolioId="p1" title="Asha Rao" liveUrl="http://asha.localhost:3000/" />
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('SiteInboxSection', () => {
  it('says it is loading before the first page arrives', () => {
    const html = render();
    expect(html).toContain('role="status"');
    expect(text(html)).toContain('Loading messages…');
  });

  it('says the messages could not be loaded, why, and offers to try again', () => {
    const html = render(new Error('The request failed with status 503.'));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      'The messages could not be loaded. The request failed with status 503. Try again',
    );
  });

  it('says there are no messages yet, and where they will come from', () => {
    expect(text(render({ messages: [], total: 0, unread: 0 }))).toContain(
      'No messages yet. What visitors send through your site’s Contact me page shows up here',
    );
  });

  it('lists messages in the order given (newest first), marking the unread ones', () => {
    const html = render({
      messages: [
        {
          _id: 'm2',
          portfolioId: 'p1',
          name: 'Meera',
          email: 'meera@example.com',
          message: 'Can we talk about a role?',
          createdAt: '2026-11-21T10:00:00.000Z',
          read: false,
        },
        {
          _id: 'm1',
          portfolioId: 'p1',
          name: 'Ravi',
          email: 'ravi@example.com',
          message: 'Loved your projects.',
          createdAt: '2026-11-20T10:00:00.000Z',
          read: true,
        },
      ],
      total: 2,
      unread: 1,
    });
    const shown = text(html);
    expect(shown).toContain('1 unread of 2');
    expect(shown.indexOf('Meera')).toBeLessThan(shown.indexOf('Ravi'));
    expect(shown).toContain('Unread Meera');
    expect(shown).not.toContain('Unread Ravi');
    // Each message opens from a button that says whether it is open; closed at first.
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
  });
});
