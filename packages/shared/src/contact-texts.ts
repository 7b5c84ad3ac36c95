import { EMAIL_MAX_LENGTH } from './email.ts';

// The About Us form's words and limits, without zod: the page shows them before it loads the schema
// (contact.ts), which it needs only once someone sends.

/** Texts of the About Us 'Send a Message' form, exactly as docs/spec.md §8 spells them. */
export const contactMessages = {
  required: 'All fields are required',
  invalidEmail: 'Please enter a valid email address.',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message.',
  thrown: 'Something went wrong. Try again!',
} as const;

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;
