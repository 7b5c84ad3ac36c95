import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, requiredText } from './validation.ts';

/** Texts of the About Us 'Send a Message' form, exactly as docs/spec.md §8 spells them. */
export const contactMessages = {
  required: 'All fields are required',
  invalidEmail: 'Please enter a valid email address.',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message.',
  thrown: 'Something went wrong. Try again!',
} as const;

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name, contactMessages.required),
  email: requiredText('Email', CONTACT_LIMITS.email, contactMessages.required).regex(
    EMAIL_PATTERN,
    contactMessages.invalidEmail,
  ),
  message: requiredText('Message', CONTACT_LIMITS.message, contactMessages.required),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
