import type { AppServices } from '../../platform/services';
import type { ChannelRow } from './channel-queries';
import { openSecrets } from './channel-secrets';
import { sendLine } from './line-send';
import type { Outcome, OutgoingMessage } from './outcome';
import { sendTelegram } from './telegram-send';
import { sendWebhook } from './webhook-send';

const notReady: Outcome = { ok: false, httpStatus: null, error: 'channel is not set up', permanent: true };

/** One attempt through the channel as it is set up now (a token changed since queueing is used). */
export async function sendVia(
  s: AppServices,
  channel: ChannelRow | undefined,
  m: OutgoingMessage,
): Promise<Outcome> {
  if (!channel?.target) return notReady;
  const secrets = await openSecrets(s, channel);
  switch (channel.kind) {
    case 'LINE':
      return secrets.channelAccessToken
        ? sendLine(m, channel.target, secrets.channelAccessToken, s.config.LINE_API_BASE_URL)
        : notReady;
    case 'TELEGRAM':
      return secrets.botToken
        ? sendTelegram(m, channel.target, secrets.botToken, s.config.TELEGRAM_API_ROOT)
        : notReady;
    case 'WEBHOOK':
      return secrets.secret
        ? sendWebhook(m, channel.target, secrets.secret, s.config.NOTIFY_ALLOW_PRIVATE_URLS)
        : notReady;
  }
}
