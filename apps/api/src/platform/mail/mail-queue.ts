import { z } from 'zod';
import type { JobRunner } from '../jobs/job-runner';
import { type Mailer, smtpMailer } from './mailer';

const MAIL_JOB = 'mail.send';
const mailSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .optional(),
});

/**
 * Two days of tries: 5 s, 10 s, 20 s … then every 15 minutes (the runner's back-off), so an SMTP
 * server away for a night's maintenance still gets every mail; one that never comes back leaves
 * the mail as a FAILED job an operator can read and re-queue, never lost in a log.
 */
const MAIL_ATTEMPTS = 200;

/**
 * SMTP delivery through the durable job queue: `send` writes the mail as a job (instant, and it
 * survives a restart), and whichever instance runs jobs hands it to the SMTP server, trying again
 * while the server is down or refuses. A mail is sent at least once; SMTP has no way to say
 * "already delivered", so a crash between the server's OK and the job's DONE can repeat one.
 * Mails carry secrets (reset links, codes): the job's row forgets its payload once sent.
 */
export function queuedSmtpMailer(jobs: JobRunner, smtpUrl: string, from: string): Mailer {
  const smtp = smtpMailer(smtpUrl, from);
  jobs.register(MAIL_JOB, {
    payload: mailSchema,
    forgetPayloadWhenDone: true,
    handle: (mail) => smtp.send(mail),
  });
  return {
    async send(message) {
      await jobs.schedule(MAIL_JOB, message, undefined, { maxAttempts: MAIL_ATTEMPTS });
      jobs.wake();
    },
  };
}
