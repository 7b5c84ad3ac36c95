import { firstIssueMessage } from '@portfolio/shared/validation';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses a request part with a shared schema; bad input becomes a 400 with one readable line. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(400, 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, firstIssueMessage(result.error));
  return result.data;
}
