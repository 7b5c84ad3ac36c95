import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, requiredText } from './validation.ts';

/** Home "Notify" box: docs/spec.md §5 with docs/design.md deviation 1 ('Email is required'). */
export const notifyMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address.',
  subscribed: 'Thank you! We will e-mail you when new templates arrive.',
} as const;

export const notificationEmailSchema = z.object({
  email: requiredText('Email', EMAIL_MAX_LENGTH, notifyMessages.required)
    .regex(EMAIL_PATTERN, notifyMessages.invalid)
    .transform((email) => email.toLowerCase()),
});

/** /templates "get the template by e-mail" box (docs/spec.md §5). */
export const templateMessages = {
  empty: 'Email text cannot be empty',
  sent: 'Thank you! We received your message and will e-mail you the template shortly.',
} as const;

export const TEMPLATE_TEXT_MAX_LENGTH = 2000;

export const templateMessageSchema = z.object({
  emailText: requiredText('Email text', TEMPLATE_TEXT_MAX_LENGTH, templateMessages.empty),
});
