import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { inboxView, unreadSummary } from '../utils/inbox-view.ts';
import { MessageItem } from './message-item.tsx';

const PAGE_SIZE = 10;

type SiteInboxSectionProps = {
  portfolioId: string;
  title: string;
  liveUrl: string;
  /** A note under the heading from the route (the contact form is off, say), if any. */
  notice?: ReactNode;
};

/** The messages of one site, newest first, ten at a time. */
export function SiteInboxSection({ portfolioId, title, liveUrl, notice }: SiteInboxSectionProps) {
  const [page, setPage] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useInbox({ portfolioId, page, limit: PAGE_SIZE });
  const view = inboxView(query);
  const pages = view.kind === 'list' ? Math.ceil(view.total / PAGE_SIZE) : 1;
  // A delete that empties the last page shows the page before it.
  if (view.kind === 'list' && view.messages.length === 0 && page > 0 && !view.stale) setPage(page - 1);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900"
        >
          {title}
        </h2>
        <p className="font-mono text-sm break-all text-slate-600">{liveUrl}</p>
        {view.kind === 'list' ? (
          <p className="mt-1 text-sm font-medium text-slate-700">{unreadSummary(view.total, view.unread)}</p>
        ) : null}
        {notice}
      </header>
      <QueryState
        query={query}
        inset
        loading="Loading messages…"
        failed="The messages could not be loaded."
        isEmpty={(data) => data.total === 0}
        empty="No messages yet. What visitors send through your site’s Contact me page shows up here and in your e-mail."
      >
        {(data) => (
          <>
            <ul
              aria-label={`Messages from ${title}`}
              aria-busy={query.isPlaceholderData}
              className={`divide-y divide-slate-200 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.messages.map((message) => (
                <MessageItem
                  key={message._id}
                  message={message}
                  siteTitle={title}
                  onDeleted={() => heading.current?.focus()}
                />
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label={`Pages of messages from ${title}`}
                className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm sm:px-5"
              >
                <Button
                  variant="ghost"
                  aria-disabled={page === 0}
                  onClick={() => page > 0 && setPage(page - 1)}
                >
                  Newer
                </Button>
                <span className="text-slate-700">
                  Page {page + 1} of {pages}
                </span>
                <Button
                  variant="ghost"
                  aria-disabled={page + 1 >= pages}
                  onClick={() => page + 1 < pages && setPage(page + 1)}
                >
                  Older
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
