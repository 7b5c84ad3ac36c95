import { z } from 'zod';
import { adminListQuerySchema } from './admin.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { portfolioRefSchema } from './portfolio.ts';

/** Texts of a published site's 'Contact me' form and its answers. */
export const siteMessageTexts = {
  nameRequired: 'Please tell me your name',
  nameTooLong: 'Your name can be at most 100 characters',
  nameLines: 'Your name must be on one line',
  emailRequired: 'Please give an e-mail address I can reply to',
  emailInvalid: 'Please enter a valid e-mail address',
  messageRequired: 'Please write a message',
  messageTooLong: 'Your message can be at most 5000 characters',
  sent: 'Thank you! Your message is on its way.',
  tooFast: 'That was quicker than anyone can type. Please wait a moment and send it again.',
  expired: 'This form was open too long. Please send your message again.',
  refused: 'Your message could not be sent from this form. Please open the form again and resend.',
  tooMany: 'Too many messages just now. Please try again later.',
  closed: 'This site does not take messages.',
  tooLarge: 'Your message is too long to send.',
} as const;

export const SITE_MESSAGE_MAX_LENGTH = 5000;

/** One line of text (no line breaks: the name goes into a mail's headers' neighbourhood). */
const oneLine = /^[^\r\n]*$/;

/** What a visitor sends through a site's contact form. */
export const siteMessageSchema = z.object({
  name: z
    .string({ error: siteMessageTexts.nameRequired })
    .trim()
    .min(1, siteMessageTexts.nameRequired)
    .max(100, siteMessageTexts.nameTooLong)
    .regex(oneLine, siteMessageTexts.nameLines),
  email: z
    .string({ error: siteMessageTexts.emailRequired })
    .trim()
    .min(1, siteMessageTexts.emailRequired)
    .max(EMAIL_MAX_LENGTH, siteMessageTexts.emailInvalid)
    .regex(EMAIL_PATTERN, siteMessageTexts.emailInvalid),
  message: z
    .string({ error: siteMessageTexts.messageRequired })
    .trim()
    .min(1, siteMessageTexts.messageRequired)
    .max(SITE_MESSAGE_MAX_LENGTH, siteMessageTexts.messageTooLong),
});
export type SiteMessageInput = z.infer<typeof siteMessageSchema>;

/** A message in the owner's inbox. */
export const siteMessageRowSchema = z.object({
  _id: z.string(),
  portfolioId: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SiteMessageRow = z.infer<typeof siteMessageRowSchema>;

/** `?portfolioId=` and paging of the inbox. */
export const inboxQuerySchema = adminListQuerySchema.extend(portfolioRefSchema.shape);

export const inboxPageSchema = z.object({
  messages: z.array(siteMessageRowSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const markReadSchema = z.object({
  id: z.string({ error: 'id is required.' }).min(1).max(64),
  read: z.boolean({ error: 'read must be true or false.' }),
});
export const messageIdSchema = z.object({ id: z.string({ error: 'id is required.' }).min(1).max(64) });

/** The owner's choices for what a live site offers beyond its content: one or both switches. */
export const siteOptionsSchema = portfolioRefSchema
  .extend({
    contactForm: z.boolean({ error: 'contactForm must be true or false.' }).optional(),
    /** Whether the site links its PDF résumé ('Download CV'). */
    resumeLink: z.boolean({ error: 'resumeLink must be true or false.' }).optional(),
  })
  .refine((options) => options.contactForm !== undefined || options.resumeLink !== undefined, {
    message: 'Send contactForm or resumeLink (true or false).',
  });
export type SiteOptionsInput = z.infer<typeof siteOptionsSchema>;
