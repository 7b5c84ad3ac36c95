import { z } from 'zod';
import { CONTACT_LIMITS, contactMessages } from './contact-texts.ts';
import { EMAIL_PATTERN } from './email.ts';
import { requiredText } from './validation.ts';

export const contactMessageSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name, contactMessages.required),
  email: requiredText('Email', CONTACT_LIMITS.email, contactMessages.required).regex(
    EMAIL_PATTERN,
    contactMessages.invalidEmail,
  ),
  message: requiredText('Message', CONTACT_LIMITS.message, contactMessages.required),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
