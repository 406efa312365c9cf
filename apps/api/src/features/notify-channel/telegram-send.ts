import { TELEGRAM_TEXT_MAX } from '@cc/contracts/notify-channel';
import { Api, GrammyError } from 'grammy';
import { type Outcome, type OutgoingMessage, permanentStatus, textOf } from './outcome';

export const telegramApi = (token: string, apiRoot: string) => new Api(token, { apiRoot });

/** Telegram's Bot API refuses texts over 4,096 characters: the text is cut, with an ellipsis. */
export const telegramText = (m: Pick<OutgoingMessage, 'title' | 'body'>) => {
  const text = textOf(m);
  return text.length > TELEGRAM_TEXT_MAX ? `${text.slice(0, TELEGRAM_TEXT_MAX - 1)}…` : text;
};

/** sendMessage; a 429 carries retry_after, which the caller honours before the next attempt. */
export async function sendTelegram(
  m: OutgoingMessage,
  chatId: string,
  token: string,
  apiRoot: string,
): Promise<Outcome> {
  try {
    const sent = await telegramApi(token, apiRoot).sendMessage(chatId, telegramText(m));
    return { ok: true, httpStatus: 200, providerId: String(sent.message_id) };
  } catch (err) {
    if (err instanceof GrammyError) {
      const retryAfter = err.parameters.retry_after;
      return {
        ok: false,
        httpStatus: err.error_code,
        error: `Telegram ${err.error_code}: ${err.description.slice(0, 200)}`,
        permanent: permanentStatus(err.error_code),
        ...(retryAfter !== undefined ? { retryAfterMs: retryAfter * 1000 } : {}),
      };
    }
    return {
      ok: false,
      httpStatus: null,
      error: `Telegram unreachable: ${(err as Error).message}`,
      permanent: false,
    };
  }
}
