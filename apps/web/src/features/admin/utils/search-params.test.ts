import { describe, expect, it } from 'vitest';
import { readMessagesTab, readPaging, writeMessagesTab, writePaging } from './search-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readPaging', () => {
  it('reads the first page of 5 rows when the address says nothing', () => {
    expect(readPaging(params(''))).toEqual({ pageIndex: 0, pageSize: 5 });
  });

  it('counts pages from 1 in the address and from 0 on screen', () => {
    expect(readPaging(params('page=1&limit=10'))).toEqual({ pageIndex: 0, pageSize: 10 });
    expect(readPaging(params('page=3&limit=20'))).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(readPaging(params('page=1000001'))).toEqual({ pageIndex: 1_000_000, pageSize: 5 });
  });

  it('falls back to the defaults for anything else', () => {
    for (const page of ['0', '-2', '2.5', 'two', '1e3', ' 2', '1000002', '99999999999999999999']) {
      expect(readPaging(params(`page=${encodeURIComponent(page)}`)).pageIndex, page).toBe(0);
    }
    for (const limit of ['0', '7', '100', '-5', 'ten', '5.0.1', '']) {
      expect(readPaging(params(`limit=${encodeURIComponent(limit)}`)).pageSize, limit).toBe(5);
    }
  });
});

describe('writePaging', () => {
  it('writes pages from 1 and leaves the defaults out', () => {
    expect(writePaging(params(''), { pageIndex: 2, pageSize: 10 }).toString()).toBe('page=3&limit=10');
    expect(writePaging(params('page=3&limit=10'), { pageIndex: 0, pageSize: 5 }).toString()).toBe('');
  });

  it('keeps the other parameters and leaves its input alone', () => {
    const before = params('tab=templates&page=2');
    expect(writePaging(before, { pageIndex: 0, pageSize: 20 }).toString()).toBe('tab=templates&limit=20');
    expect(before.toString()).toBe('tab=templates&page=2');
  });

  it('round-trips through readPaging', () => {
    const paging = { pageIndex: 11, pageSize: 20 } as const;
    expect(readPaging(writePaging(params(''), paging))).toEqual(paging);
  });
});

describe('Messages tab', () => {
  it('reads a known tab and falls back to ContactUs', () => {
    expect(readMessagesTab(params('tab=templates'))).toBe('templates');
    expect(readMessagesTab(params('tab=notifications'))).toBe('notifications');
    expect(readMessagesTab(params('tab=refunds'))).toBe('refunds');
    expect(readMessagesTab(params(''))).toBe('contact');
    expect(readMessagesTab(params('tab=Templates'))).toBe('contact');
    expect(readMessagesTab(params('tab=2'))).toBe('contact');
  });

  it('opens another tab on its first page with the same rows per page', () => {
    expect(writeMessagesTab(params('page=4&limit=10'), 'notifications').toString()).toBe(
      'limit=10&tab=notifications',
    );
    expect(writeMessagesTab(params('tab=templates&page=2'), 'contact').toString()).toBe('');
  });
});
