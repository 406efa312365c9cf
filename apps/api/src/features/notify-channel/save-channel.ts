import type { FeatureEnum } from '@cc/contracts/features';
import type { Lang } from '@cc/contracts/i18n';
import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/record-audit';
import { readChannel, saveChannel } from './channel-queries';
import { SECRET_NAMES } from './channel-secrets';
import { ensureNextDigest } from './digest-job';
import { badRequest } from './refusals';
import { last4, seal, secretKey } from './secret-box';
import { checkWebhookUrl } from './url-guard';

export interface ChannelInput {
  enabled: boolean;
  features: FeatureEnum[];
  digest: boolean;
  lang: Lang;
  /** undefined: keep the stored one; null: clear it. */
  target: string | null | undefined;
  secrets: Partial<Record<string, string>>;
}

/**
 * Saves a channel's settings in one transaction with its audit entry (secrets named, never
 * written there). Given secrets are sealed; missing ones stay. A channel turned on must have its
 * target and secrets; a webhook address must be public unless the configuration allows others.
 */
export async function saveChannelSettings(
  request: FastifyRequest,
  kind: NotifyChannelKind,
  input: ChannelInput,
) {
  const s = request.server.services;
  const scope = request.scope;
  if (kind === 'WEBHOOK' && input.target) {
    const check = await checkWebhookUrl(input.target, s.config.NOTIFY_ALLOW_PRIVATE_URLS);
    if (check === 'private') throw badRequest('PRIVATE_URL');
    if (check === 'unresolved') throw badRequest('URL_NOT_FOUND');
  }
  const key = await secretKey(s.config);
  const sealed: Record<string, string> = {};
  const tails: Record<string, string> = {};
  for (const name of SECRET_NAMES[kind]) {
    const plain = input.secrets[name];
    if (!plain) continue;
    sealed[name] = seal(key, plain);
    tails[name] = last4(plain);
  }
  return scope.run(async (tx) => {
    const before = await readChannel(tx, scope, kind);
    const target = input.target === undefined ? (before?.target ?? null) : input.target;
    const ready = target && SECRET_NAMES[kind].every((n) => sealed[n] || before?.secrets[n]);
    if (input.enabled && !ready) throw badRequest('CHANNEL_NOT_READY');
    const row = await saveChannel(tx, scope, kind, {
      enabled: input.enabled,
      features: input.features,
      digest: input.digest,
      lang: input.lang,
      target,
      secrets: sealed,
      last4: tails,
      updatedBy: request.user.id,
    });
    await recordAudit(tx, {
      communityId: scope.communityId,
      actorUserId: request.user.id,
      actor: request.user.email,
      action: `notify-channel.${kind.toLowerCase()}.update`,
      target: kind,
      before: before && {
        enabled: before.enabled,
        features: before.features,
        digest: before.digest,
        target: before.target,
      },
      after: {
        enabled: row.enabled,
        features: row.features,
        digest: row.digest,
        target: row.target,
        secretsChanged: Object.keys(sealed),
      },
    });
    if (row.enabled && row.digest) await ensureNextDigest(tx, s, scope.communityId);
    return row;
  });
}
