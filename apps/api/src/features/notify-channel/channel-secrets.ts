import type { AppServices } from '../../platform/services';
import type { ChannelRow } from './channel-queries';
import { open, secretKey } from './secret-box';

/** The names a channel's secrets are kept under. */
export const SECRET_NAMES = {
  LINE: ['channelAccessToken', 'channelSecret'],
  TELEGRAM: ['botToken'],
  WEBHOOK: ['secret'],
} as const;

/** A channel's secrets in clear, for the moment of a send; undefined where none is stored. */
export async function openSecrets(
  s: AppServices,
  row: ChannelRow,
): Promise<Record<string, string | undefined>> {
  const key = await secretKey(s.config);
  return Object.fromEntries(Object.entries(row.secrets).map(([name, sealed]) => [name, open(key, sealed)]));
}
