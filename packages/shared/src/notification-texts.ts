// The home page's Notify box and the /templates request box: their words and limits, without zod, so
// those pages show them before they load the schemas (notifications.ts).

/** Home "Notify" box: docs/spec.md §5 with docs/design.md deviation 1 ('Email is required'). */
export const notifyMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you! We will e-mail you when new templates arrive.',
} as const;

/** /templates "get the template by e-mail" box (docs/spec.md §5). */
export const templateMessages = {
  empty: 'Email text cannot be empty',
  sent: 'Thank you! We received your message and will e-mail you the template shortly.',
} as const;

export const TEMPLATE_TEXT_MAX_LENGTH = 2000;
