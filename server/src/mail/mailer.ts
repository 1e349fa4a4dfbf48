/**
 * Outgoing mail. Outside production each message is written as one `.eml` file to the outbox
 * folder and only that file's path is logged (DECISIONS 1: codes never reach a log). With
 * SMTP_URL set, mail goes out by SMTP.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../contract/language';
import { newId } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The contact form sets the visitor's address here. */
  replyTo?: string;
  /** The mail's language (DECISIONS 38), sent as its Content-Language header. */
  language?: Language;
}

/**
 * What nodemailer is given. Text parts are quoted-printable whatever their script: Arabic would
 * otherwise go out as base64, and the digits of a code would no longer be plain in the raw mail
 * (the end-to-end tests read codes from the outbox files).
 */
function envelope(from: string, { language, ...message }: MailMessage) {
  return {
    from,
    textEncoding: 'quoted-printable' as const,
    ...(language ? { headers: { 'Content-Language': language } } : {}),
    ...message,
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(
  options: { smtpUrl?: string | undefined; outboxDir: string; from: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(options.from, message));
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time, unique across processes.
      const file = path.join(options.outboxDir, `${Date.now()}-${newId().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ mailFile: file }, 'mail written to outbox');
    },
  };
}
