import { firstIssueMessage } from '@portfolio/shared/validation';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses a value with a shared schema; bad input becomes a 400 with one readable line. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, firstIssueMessage(result.error));
  return result.data;
}

/** Parses a request body or query, which must be an object, with a shared schema (see parseValue). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(400, 'The request body must be a JSON object.');
  }
  return parseValue(schema, value);
}
