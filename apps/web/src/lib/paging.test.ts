import { describe, expect, it } from 'vitest';
import { hasNextPage, lastPageIndex, pageRangeText } from './paging.ts';

describe('paging', () => {
  it('names the rows of a page from 1, the last page cut short', () => {
    expect(pageRangeText(0, 5, 57)).toBe('1–5 of 57');
    expect(pageRangeText(1, 5, 57)).toBe('6–10 of 57');
    expect(pageRangeText(11, 5, 57)).toBe('56–57 of 57');
    expect(pageRangeText(2, 20, 57)).toBe('41–57 of 57');
    expect(pageRangeText(0, 20, 20)).toBe('1–20 of 20');
    expect(pageRangeText(0, 5, 0)).toBe('0–0 of 0');
  });

  it('finds the last page', () => {
    expect(lastPageIndex(57, 5)).toBe(11);
    expect(lastPageIndex(60, 5)).toBe(11);
    expect(lastPageIndex(61, 20)).toBe(3);
    expect(lastPageIndex(1, 10)).toBe(0);
    expect(lastPageIndex(0, 10)).toBe(0);
  });

  it('knows whether a next page exists', () => {
    expect(hasNextPage(10, 5, 57)).toBe(true);
    expect(hasNextPage(11, 5, 57)).toBe(false);
    expect(hasNextPage(2, 20, 60)).toBe(false);
    expect(hasNextPage(0, 5, 0)).toBe(false);
  });
});
