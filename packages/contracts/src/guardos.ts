import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { ROLES, type Role } from './roles';
import { communityQuerySchema } from './session';

/**
 * GuardOS, the guard's phone app: who works it, and the pack it keeps for a shift without signal.
 * Only these roles work in it (the gate and the office); anyone else is refused by /api/guard/me
 * and the pack, whatever else they may read.
 */
export const GUARD_APP_ROLES = ['GUARD', 'PMC', 'ADMIN'] as const satisfies readonly Role[];

export const guardMeSchema = z.object({
  /** The account's e-mail, as the handover names it. */
  userID: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The role's permissions in this community (the community's own matrix). */
  permissions: z.array(z.string()),
  /** The server's clock, so the phone can tell how far its own is off. */
  serverTime: z.string(),
  communityName: z.string(),
  timeZone: z.string(),
});
export type GuardMe = z.infer<typeof guardMeSchema>;

/** Each built feature's part under its key (patrol: checkpoints and rounds; vms: the pass key). */
export const offlinePackSchema = z.object({
  generatedAt: z.string(),
  parts: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OfflinePack = z.infer<typeof offlinePackSchema>;

export const guardosOps = {
  me: guardedOperation({
    method: 'GET',
    path: '/api/guard/me',
    summary:
      "GuardOS: the guard's name, role, permissions and the server's time (guards, PMC and admins only)",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(guardMeSchema),
  }),
  offlinePack: guardedOperation({
    method: 'GET',
    path: '/api/guard/offline-pack',
    summary:
      "GuardOS's offline pack: every feature's part (checkpoints, today's rounds, the pass-verification key, choice lists), with an ETag (304 on If-None-Match)",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(offlinePackSchema),
  }),
} as const;
