import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { notifyMessages, TEMPLATE_TEXT_MAX_LENGTH, templateMessages } from './notification-texts.ts';
import { requiredText } from './validation.ts';

export const notificationEmailSchema = z.object({
  email: requiredText('Email', EMAIL_MAX_LENGTH, notifyMessages.required)
    .regex(EMAIL_PATTERN, notifyMessages.invalid)
    .transform((email) => email.toLowerCase()),
});

export const templateMessageSchema = z.object({
  emailText: requiredText('Email text', TEMPLATE_TEXT_MAX_LENGTH, templateMessages.empty),
});
