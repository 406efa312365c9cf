import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a mail, its bytes in base64 (so a queued mail stays a JSON job payload). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Without SMTP, each message is a JSON file in the outbox folder, to read or forward. */
export function outboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.json`;
      await fs.writeFile(path.join(dir, name), JSON.stringify({ from, ...message }, null, 2));
    },
  };
}

/** Straight to an SMTP server, in the caller's time: the queued mailer's delivery step (mail-queue.ts). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ attachments, ...message }) {
      await transport.sendMail({
        from,
        ...message,
        attachments: attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
      });
    },
  };
}
