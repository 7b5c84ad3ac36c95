import { describe, expect, it } from 'vitest';
import { deleteConfirmed, deleteInput, needsHostingName } from './delete-confirm.ts';

const portfolio = (status: 'awaiting_payment' | 'live' | 'offline' | 'taken_down') => ({
  _id: 'p1',
  status,
  hostingName: 'ada-lovelace',
});

describe('deleting a portfolio', () => {
  it('deletes an unpaid portfolio at once: no name to type', () => {
    const unpaid = portfolio('awaiting_payment');
    expect(needsHostingName(unpaid)).toBe(false);
    expect(deleteConfirmed(unpaid, '')).toBe(true);
    expect(deleteInput(unpaid, 'anything')).toEqual({ portfolioId: 'p1' });
  });

  it.each(['live', 'offline', 'taken_down'] as const)(
    'keeps Delete disabled for a %s site until its hosting name is typed exactly',
    (status) => {
      const paid = portfolio(status);
      expect(needsHostingName(paid)).toBe(true);
      expect(deleteConfirmed(paid, '')).toBe(false);
      expect(deleteConfirmed(paid, 'ada-lovelac')).toBe(false);
      expect(deleteConfirmed(paid, 'Ada-Lovelace')).toBe(false);
      expect(deleteConfirmed(paid, 'ada-lovelace-x')).toBe(false);
      expect(deleteConfirmed(paid, 'ada-lovelace')).toBe(true);
      // Spaces around a pasted name do not count against it, and are not sent.
      expect(deleteConfirmed(paid, ' ada-lovelace ')).toBe(true);
      expect(deleteInput(paid, ' ada-lovelace ')).toEqual({
        portfolioId: 'p1',
        confirmHostingName: 'ada-lovelace',
      });
    },
  );
});
