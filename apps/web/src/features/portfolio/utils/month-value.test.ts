import { portfolioMessages, projectSchema } from '@portfolio/shared/portfolio';
import { describe, expect, it } from 'vitest';
import { monthShown, storedFromMonth } from './month-value.ts';

describe('monthShown', () => {
  it('shows a stored day as its month, YYYY-MM', () => {
    expect(monthShown('2021-03-15')).toBe('2021-03');
    expect(monthShown('2021-12-01')).toBe('2021-12');
  });

  it('shows nothing for nothing, and what is not a day as it was typed', () => {
    expect(monthShown('')).toBe('');
    for (const typed of ['2021-0', '2021-03-', '2021-03-1', '2021-13-01', 'March 2021']) {
      expect(monthShown(typed)).toBe(typed);
    }
  });
});

describe('storedFromMonth', () => {
  it('stores a newly chosen month as its first day', () => {
    expect(storedFromMonth('2021-04', ['2021-03-15'])).toBe('2021-04-01');
    expect(storedFromMonth('2024-02', [''])).toBe('2024-02-01');
  });

  it('keeps the stored day while the month is the same: an existing day is never lost', () => {
    expect(storedFromMonth('2021-03', ['2021-03-15'])).toBe('2021-03-15');
    // Changed, then chosen again: the day the field was drawn with comes back.
    expect(storedFromMonth('2021-03', ['2021-04-01', '2021-03-15'])).toBe('2021-03-15');
    expect(storedFromMonth('2021-03', ['2021-0', '2021-03-15'])).toBe('2021-03-15');
  });

  it('clears with the input', () => {
    expect(storedFromMonth('', ['2021-03-15'])).toBe('');
  });

  it('takes a month or a full day typed where the browser has no month input', () => {
    expect(storedFromMonth(' 2021-05 ', [''])).toBe('2021-05-01');
    expect(storedFromMonth('2021-05-17', ['2021-03-15'])).toBe('2021-05-17');
    expect(storedFromMonth('2021-03-20', ['2021-03-15'])).toBe('2021-03-20');
  });

  it('keeps anything else as typed, for the check to show the date message', () => {
    for (const typed of ['2021-0', '2021-13', '03/2021', 'March 2021', '2021-03-']) {
      expect(storedFromMonth(typed, ['2021-03-15'])).toBe(typed);
      const checked = projectSchema.shape.startDate.safeParse(typed);
      expect(checked.error?.issues.map((issue) => issue.message)).toEqual([portfolioMessages.date]);
    }
  });
});
