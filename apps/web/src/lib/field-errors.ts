/** The part of a schema validation error that forms read (zod's `ZodError` has this shape). */
export type ValidationIssues = {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
};

/**
 * The first message for each field, in the order the schema reported them. A field is named by its
 * path: 'email', or a list item's 'projects.0.link'.
 */
export function fieldErrors(error: ValidationIssues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
