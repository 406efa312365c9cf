import type { ChatMessage } from '@cc/contracts/chat';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';

export type ConversationRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

/** The community's calendar day (YYYY-MM-DD) of an instant. */
export const dayKeyOf = (iso: string, timeZone: string) =>
  dateTimeFormat('sv-SE', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/**
 * A day separator's text: Thai readers count years in the Buddhist era (27 พฤศจิกายน 2569), so
 * the Thai formatter is asked for that calendar by name rather than trusting the runtime default.
 */
export const dayLabelOf = (iso: string, timeZone: string, lang: string) =>
  dateTimeFormat(lang === 'th' ? 'th-TH-u-ca-buddhist' : lang, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

/** The conversation's rows: a separator before the first message of each community day. */
export function withDaySeparators(
  messages: readonly ChatMessage[],
  timeZone: string,
  lang: string,
): ConversationRow[] {
  const rows: ConversationRow[] = [];
  let day = '';
  for (const message of messages) {
    const key = dayKeyOf(message.createdAt, timeZone);
    if (key !== day) {
      day = key;
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabelOf(message.createdAt, timeZone, lang) });
    }
    rows.push({ kind: 'message', key: message.messageID, message });
  }
  return rows;
}
