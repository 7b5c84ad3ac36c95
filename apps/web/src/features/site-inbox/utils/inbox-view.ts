import type { InboxPage, SiteMessageRow } from '@portfolio/shared/site-messages';

/** What a site's part of the inbox shows, from its query's state. */
export type InboxView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'list'; messages: SiteMessageRow[]; total: number; unread: number; stale: boolean };

type InboxQueryState = {
  data: InboxPage | undefined;
  error: Error | null;
  isPending: boolean;
  isPlaceholderData: boolean;
};

export function inboxView(query: InboxQueryState): InboxView {
  if (query.data) {
    const { messages, total, unread } = query.data;
    if (total === 0) return { kind: 'empty' };
    return { kind: 'list', messages, total, unread, stale: query.isPlaceholderData };
  }
  if (query.error) return { kind: 'error', message: query.error.message };
  return { kind: 'loading' };
}

/** '3 unread of 12', 'All 12 read', '1 message, unread'. */
export function unreadSummary(total: number, unread: number): string {
  if (total === 1) return unread === 1 ? '1 message, unread' : '1 message, read';
  if (unread === 0) return `All ${total} read`;
  return `${unread} unread of ${total}`;
}

/** The first line of a message, cut at about `max` characters on a word. */
export function messagePreview(message: string, max = 90): string {
  const line = message.trim().replace(/\s+/g, ' ');
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const sameDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const otherDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** When a message came: the time today, the date before. In the reader's own time zone. */
export function receivedAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? `Today, ${sameDay.format(at)}` : otherDay.format(at);
}

/** A mailto: link to answer the visitor, with the subject of a reply. */
export function replyHref(message: Pick<SiteMessageRow, 'email'>, siteTitle: string): string {
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: your message on ${siteTitle}`)}`;
}
