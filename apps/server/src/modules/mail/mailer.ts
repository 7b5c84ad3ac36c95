import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { OutboxRepo } from './outbox-repo.ts';

/** A mail; `replyTo` names who answers reach (a visitor who wrote through a site's form). */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** Thrown when a mail could not be handed over; routes turn it into a readable 502. */
export class MailDeliveryError extends Error {}

/**
 * `outbox` keeps mails in the database and prints them to the log (development, tests);
 * `smtp` hands them to a real server through nodemailer.
 */
export async function createMailer(
  config: Config,
  outbox: OutboxRepo,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (config.mail.transport === 'smtp') {
    // Loaded only for SMTP: development and tests keep mails in the outbox.
    const { default: nodemailer } = await import('nodemailer');
    const transporter = nodemailer.createTransport(config.mail.smtpUrl as string);
    return {
      async send(mail) {
        try {
          await transporter.sendMail({ from: config.mail.from, ...mail });
        } catch (error) {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail delivery failed');
          throw new MailDeliveryError('Mail delivery failed');
        }
      },
      close: () => transporter.close(),
    };
  }
  return {
    async send(mail) {
      await outbox.insert(mail);
      log.info({ to: mail.to, subject: mail.subject }, `mail (outbox):\n${mail.text}`);
    },
    close() {},
  };
}
