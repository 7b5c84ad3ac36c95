import { describe, expect, it } from 'vitest';
import { formatPeriod, newestFirst } from './dates.ts';

describe('formatPeriod', () => {
  it.each([
    ['2021-03-15', '2022-08-31', 'Mar 2021 – Aug 2022'],
    ['2021-03-15', '', 'Mar 2021 – Present'],
    ['', '2022-08-31', 'Aug 2022'],
    ['', '', ''],
  ])('%s to %s reads %s', (start, end, period) => {
    expect(formatPeriod(start, end)).toBe(period);
  });
});

describe('newestFirst', () => {
  it('puts ongoing entries first, then by end and start date, and undated ones last in their order', () => {
    const items = [
      { name: 'undated a', end: '', start: '' },
      { name: 'old', end: '2010-01-01', start: '2009-01-01' },
      { name: 'ongoing', end: '', start: '2015-01-01' },
      { name: 'undated b', end: '', start: '' },
      { name: 'recent, short', end: '2020-01-01', start: '2019-06-01' },
      { name: 'recent, long', end: '2020-01-01', start: '2012-01-01' },
    ];
    expect(newestFirst(items, (i) => [i.end, i.start]).map((i) => i.name)).toEqual([
      'ongoing',
      'recent, short',
      'recent, long',
      'old',
      'undated a',
      'undated b',
    ]);
  });
});
