import type { InboxPage } from '@portfolio/shared/site-messages';
import { describe, expect, it } from 'vitest';
import { inboxView, messagePreview, receivedAt, replyHref, unreadSummary } from './inbox-view.ts';

const row = (id: string, read = false) => ({
  _id: id,
  portfolioId: 'p1',
  name: 'Ravi',
  email: 'ravi@example.com',
  message: 'Hello',
  createdAt: '2026-11-20T10:00:00.000Z',
  read,
});
const page = (messages = [row('a'), row('b', true)], unread = 1): InboxPage => ({
  messages,
  total: messages.length,
  unread,
});
const query = (changes: Partial<Parameters<typeof inboxView>[0]>) => ({
  data: undefined,
  error: null,
  isPending: false,
  isPlaceholderData: false,
  ...changes,
});

describe('inboxView', () => {
  it('is loading until the first page arrives', () => {
    expect(inboxView(query({ isPending: true }))).toEqual({ kind: 'loading' });
  });

  it('shows the error when there is nothing to show instead', () => {
    expect(inboxView(query({ error: new Error('The server could not be reached.') }))).toEqual({
      kind: 'error',
      message: 'The server could not be reached.',
    });
  });

  it('keeps the messages shown when a later reload fails', () => {
    const view = inboxView(query({ data: page(), error: new Error('offline') }));
    expect(view.kind).toBe('list');
  });

  it('is empty when the site has no messages at all', () => {
    expect(inboxView(query({ data: page([], 0) }))).toEqual({ kind: 'empty' });
  });

  it('lists the messages with their counts, dimmed while the next page loads', () => {
    expect(inboxView(query({ data: page(), isPlaceholderData: true }))).toMatchObject({
      kind: 'list',
      total: 2,
      unread: 1,
      stale: true,
    });
  });
});

describe('unreadSummary', () => {
  it('says how many are unread in words', () => {
    expect(unreadSummary(12, 3)).toBe('3 unread of 12');
    expect(unreadSummary(12, 0)).toBe('All 12 read');
    expect(unreadSummary(1, 1)).toBe('1 message, unread');
    expect(unreadSummary(1, 0)).toBe('1 message, read');
  });
});

describe('messagePreview', () => {
  it('shows a short message whole, on one line', () => {
    expect(messagePreview('Hi,\n\nare you free  in May?')).toBe('Hi, are you free in May?');
  });

  it('cuts a long one on a word', () => {
    const preview = messagePreview('word '.repeat(40), 22);
    expect(preview).toBe('word word word word…');
  });
});

describe('receivedAt', () => {
  it('gives the time for today and the date before', () => {
    const now = new Date(2026, 10, 22, 18, 0);
    expect(receivedAt(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('Today, 09:05');
    expect(receivedAt(new Date(2026, 10, 2, 9, 5).toISOString(), now)).toBe('2 Nov 2026');
  });
});

describe('replyHref', () => {
  it('answers the visitor with a subject naming the site', () => {
    expect(replyHref({ email: 'ravi+work@example.com' }, 'Asha & Co')).toBe(
      'mailto:ravi%2Bwork@example.com?subject=Re%3A%20your%20message%20on%20Asha%20%26%20Co',
    );
  });
});
