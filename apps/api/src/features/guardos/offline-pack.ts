import { createHash } from 'node:crypto';
import type { OfflinePack } from '@cc/contracts/guardos';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../platform/feature/define-feature';
import { guardOf } from './guard-work';

export interface PackAnswer {
  pack: OfflinePack;
  /** A strong validator of the parts (not of generatedAt): equal parts, equal tag. */
  etag: string;
}

/**
 * Composes every feature's part of the pack, each under its own key, without naming any
 * feature: a feature that adds a `guardPack` is in the next pack. The parts run one after the
 * other (each its own transaction in the community's scope), so a pack costs one connection.
 */
export async function offlinePack(
  request: FastifyRequest,
  features: readonly Feature[],
): Promise<PackAnswer> {
  const { permissions } = guardOf(request);
  const ctx = { scope: request.scope, userId: request.user.id, permissions };
  const parts: Record<string, Record<string, unknown>> = {};
  for (const feature of features) {
    if (feature.guardPack) parts[feature.key] = await feature.guardPack(ctx);
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
  return { pack: { generatedAt: new Date().toISOString(), parts }, etag };
}

/** Whether the phone's If-None-Match already names this tag (a list, or `*`). */
export function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
