import { z } from 'zod';

/**
 * A required text field. `requiredMessage` is shown for a missing or blank value;
 * a value of the wrong type or over `max` characters gets a message naming the field.
 */
export function requiredText(label: string, max: number, requiredMessage: string) {
  return z
    .string({
      error: (issue) => (issue.input == null ? requiredMessage : `${label} must be text.`),
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** The first issue's message: forms and the server show one readable line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input.';
}
