import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import type { ChannelRow } from './channel-queries';

export const webhookPathOf = (communityId: string) =>
  `/api/line-notify/webhook/${encodeURIComponent(communityId)}`;

const common = (communityId: string, row: ChannelRow | undefined) => ({
  communityID: communityId,
  enabled: row?.enabled ?? false,
  features: (row?.features ?? []) as never[],
  digest: row?.digest ?? false,
  lang: (row?.lang ?? 'th') as 'th',
  updatedAt: row?.updatedAt?.toISOString() ?? null,
});
const shown = (row: ChannelRow | undefined, name: string) => {
  const tail = row?.last4[name];
  return tail ? `…${tail}` : null;
};

/** A channel as an answer shows it: what is set, and of each secret its last 4 characters only. */
export function channelView(kind: NotifyChannelKind, communityId: string, row: ChannelRow | undefined) {
  const base = common(communityId, row);
  const target = row?.target ?? null;
  switch (kind) {
    case 'LINE':
      return {
        ...base,
        groupID: target,
        channelAccessTokenLast4: shown(row, 'channelAccessToken'),
        channelSecretLast4: shown(row, 'channelSecret'),
        webhookPath: webhookPathOf(communityId),
      };
    case 'TELEGRAM':
      return { ...base, chatID: target, botTokenLast4: shown(row, 'botToken') };
    case 'WEBHOOK':
      return { ...base, url: target, secretLast4: shown(row, 'secret') };
  }
}
