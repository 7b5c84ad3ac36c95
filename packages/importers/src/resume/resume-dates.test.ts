import { describe, expect, it } from 'vitest';
import { findDates, withoutDates } from './resume-dates.ts';

const read = (line: string) => {
  const dates = findDates(line);
  return (
    dates && {
      start: dates.startDate,
      end: dates.endDate,
      guessed: dates.guessed,
      rest: withoutDates(line, dates),
    }
  );
};

describe('dates as résumés write them', () => {
  it.each([
    ['Engineer — Acme   Jan 2020 – Present', '2020-01-01', '', false, 'Engineer — Acme'],
    ['2019-21', '2019-01-01', '2021-01-01', true, ''],
    ['Acme | 03/2018 - 05/2020', '2018-03-01', '2020-05-01', false, 'Acme'],
    ['June 2019 to Aug 2021', '2019-06-01', '2021-08-01', false, ''],
    ["Sept. 2017 - Dec '19", '2017-09-01', '2019-12-01', true, ''],
    ['2018-03 – 2020-11', '2018-03-01', '2020-11-01', false, ''],
    ['Role\tAcme\t2016 – 2020', '2016-01-01', '2020-01-01', true, 'Role\tAcme'],
  ])('%s', (line, start, end, guessed, rest) => {
    expect(read(line)).toEqual({ start, end, guessed, rest });
  });

  it('reads a year alone as one date whose month is a guess', () => {
    expect(findDates('Graduated 2018')).toMatchObject({
      startDate: '2018-01-01',
      single: true,
      guessed: true,
    });
  });

  it('finds no date in version numbers, a range that runs backwards, or plain numbers', () => {
    expect(findDates('Node v2019')).toBeUndefined();
    expect(findDates('2019-12 sprint')).toMatchObject({ startDate: '2019-12-01' });
    expect(findDates('2021-19')).toBeUndefined();
    expect(findDates('Led 40 people')).toBeUndefined();
  });
});
