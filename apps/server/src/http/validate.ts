import { firstIssueMessage } from '@portfolio/shared/validation';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses a value with a shared schema; bad input becomes a 400 with one readable line. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, firstIssueMessage(result.error));
  return result.data;
}
