import { describe, expect, it } from 'vitest';
import { adminListQuerySchema } from './admin.ts';
import { firstIssueMessage } from './validation.ts';

describe('adminListQuerySchema', () => {
  it('defaults to the first page of 5 rows', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ page: 0, limit: 5 });
  });

  it('reads whole numbers', () => {
    expect(adminListQuerySchema.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
  });

  it.each([
    [{ page: '-1' }, 'page must be a whole number from 0 to 1000000.'],
    [{ page: 'two' }, 'page must be a whole number from 0 to 1000000.'],
    [{ page: '1.5' }, 'page must be a whole number from 0 to 1000000.'],
    [{ page: '99999999999999999999' }, 'page must be a whole number from 0 to 1000000.'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100.'],
    [{ limit: '1e3' }, 'limit must be a whole number from 1 to 100.'],
  ])('refuses %j', (query, message) => {
    const result = adminListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });
});
