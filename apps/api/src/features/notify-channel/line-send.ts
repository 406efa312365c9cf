import { HTTPFetchError, LineBotClient } from '@line/bot-sdk';
import { type Outcome, type OutgoingMessage, permanentStatus, textOf } from './outcome';

/** LINE takes at most 5,000 characters in a text message. */
const LINE_TEXT_MAX = 5000;

export function lineClient(channelAccessToken: string, apiBaseURL: string) {
  return LineBotClient.fromChannelAccessToken({ channelAccessToken, apiBaseURL });
}

/**
 * A push to the group with the delivery's own X-Line-Retry-Key: LINE accepts a key once, so a
 * retry of a push that did arrive answers 409 instead of posting it again; that counts as sent.
 */
export async function sendLine(
  m: OutgoingMessage,
  to: string,
  token: string,
  apiBaseURL: string,
): Promise<Outcome> {
  try {
    const res = await lineClient(token, apiBaseURL).pushMessageWithHttpInfo(
      { to, messages: [{ type: 'text', text: textOf(m).slice(0, LINE_TEXT_MAX) }] },
      m.retryKey,
    );
    const sent = res.body.sentMessages?.[0]?.id ?? res.httpResponse.headers.get('x-line-request-id');
    return { ok: true, httpStatus: res.httpResponse.status, providerId: sent ?? null };
  } catch (err) {
    if (err instanceof HTTPFetchError) {
      if (err.status === 409 && err.headers.get('x-line-accepted-request-id'))
        return { ok: true, httpStatus: 409, providerId: err.headers.get('x-line-accepted-request-id') };
      return {
        ok: false,
        httpStatus: err.status,
        error: `LINE ${err.status}: ${err.body.slice(0, 200)}`,
        permanent: permanentStatus(err.status),
      };
    }
    return {
      ok: false,
      httpStatus: null,
      error: `LINE unreachable: ${(err as Error).message}`,
      permanent: false,
    };
  }
}
