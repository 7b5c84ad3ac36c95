/** The part of a schema validation error that forms read (zod's `ZodError` has this shape). */
export type ValidationIssues = {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
};

/** The first message for each top-level field, in the order the schema reported them. */
export function fieldErrors<Field extends string>(error: ValidationIssues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
