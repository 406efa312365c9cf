import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  /** A phone number: digits and a leading +. */
  to: string;
  text: string;
}

/** Where text messages leave the product; a gateway (Twilio, a Thai SMS provider) plugs in here. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Without a gateway, each message is one JSON line in a delivery log, to read or forward, the
 * way mail goes to the outbox. Tests read the same log.
 */
export function deliveryLogSms(file: string): SmsSender {
  return {
    async send(message) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`);
    },
  };
}

/** The messages a delivery log holds, oldest first. */
export async function readSmsLog(file: string): Promise<(SmsMessage & { at: string })[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export const smsLogFile = (dataDir: string) => path.join(dataDir, 'sms', 'delivery-log.jsonl');
