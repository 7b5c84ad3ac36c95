import { describe, expect, it } from 'vitest';
import { linkedInDate, linkedInRange } from './linkedin-date.ts';

describe('linkedInDate', () => {
  it.each([
    ['Jan 2020', '2020-01-01'],
    ['January 2020', '2020-01-01'],
    ['Sept 2019', '2019-09-01'],
    ['Dec. 2021', '2021-12-01'],
    ['01/2020', '2020-01-01'],
    ['1/2020', '2020-01-01'],
    ['2020-05', '2020-05-01'],
    ['2020-05-17', '2020-05-17'],
    ['Jan 5, 2020', '2020-01-05'],
    ['5 Jan 2020', '2020-01-05'],
    ['3/15/2024', '2024-03-15'],
    ['Present', ''],
    ['', ''],
  ])('reads %j as %j', (text, date) => {
    expect(linkedInDate(text)).toEqual({ date, yearOnly: false });
  });

  it('reads a year alone as January 1st, marked to check', () => {
    expect(linkedInDate('2020')).toEqual({ date: '2020-01-01', yearOnly: true });
  });

  it.each(['someday', '13/2020', 'Feb 30, 2021', 'Foo 2020', '2020-13'])(
    'gives %j back as it is, for the form to refuse',
    (text) => {
      expect(linkedInDate(text)).toEqual({ date: text, yearOnly: false });
    },
  );
});

describe('linkedInRange', () => {
  it("splits a range written in the start's column, its end used when the end's column is empty", () => {
    expect(linkedInRange('Mar 2019 - Present', '')).toEqual({
      start: { date: '2019-03-01', yearOnly: false },
      end: { date: '', yearOnly: false },
    });
    expect(linkedInRange('2019–2021', '')).toEqual({
      start: { date: '2019-01-01', yearOnly: true },
      end: { date: '2021-01-01', yearOnly: true },
    });
    expect(linkedInRange('2017-2019', 'Jun 2020')).toEqual({
      start: { date: '2017-01-01', yearOnly: true },
      end: { date: '2020-06-01', yearOnly: false },
    });
  });

  it('reads the two columns as they are when the start is one date', () => {
    expect(linkedInRange('Jan 2018', 'Feb 2021')).toEqual({
      start: { date: '2018-01-01', yearOnly: false },
      end: { date: '2021-02-01', yearOnly: false },
    });
  });
});
