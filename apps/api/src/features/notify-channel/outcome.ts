/** What one attempt of a delivery came to, whichever the provider. */
export type Outcome =
  | { ok: true; httpStatus: number; providerId: string | null }
  | {
      ok: false;
      httpStatus: number | null;
      error: string;
      /** Trying again cannot help (a wrong token, a chat that does not exist). */
      permanent: boolean;
      /** The provider named when to try again (Telegram's retry_after). */
      retryAfterMs?: number;
    };

/** A message as a channel sends it: the delivery's texts and the keys that make a retry safe. */
export interface OutgoingMessage {
  deliveryId: string;
  retryKey: string;
  title: string;
  body: string;
  featureEnum: string | null;
  communityId: string;
  createdAt: Date;
}

/** 4xx but 408 and 429 will not get better by trying again; 5xx, 408, 429 and no answer may. */
export const permanentStatus = (status: number | null) =>
  status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;

export const textOf = (m: Pick<OutgoingMessage, 'title' | 'body'>) => `${m.title}\n${m.body}`;
