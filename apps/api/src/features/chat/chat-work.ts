import type { Lang } from '@cc/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of chat work: a transaction in the community's scope, who is doing it, and the
 * community's clock. Every verb function takes one; routes and the socket only build it.
 */
export interface ChatWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail; empty on the socket, which records nothing). */
  actor: string;
  /** The caller's role holds CHAT_NITI:approve (being on the admin list is checked apart). */
  isManager: boolean;
  /** The caller's language, for texts the work writes for them. */
  lang: Lang;
  /** The zone the community's days and office hours are counted in. */
  timeZone: string;
  now: Date;
  /** The link a room member is shown for a stored file (signed, minutes); null for none. */
  fileUrl: (stored: string | null, name?: string) => string | null;
}

/** Who is calling, whatever carried the call (a guarded request, or a frame on the socket). */
export interface ChatCaller {
  s: AppServices;
  scope: CommunityScope;
  userId: string;
  actor: string;
  isManager: boolean;
  /** The role holds CHAT_NITI:write or :approve: it may send, not only read. */
  canWrite: boolean;
  lang: Lang;
}

export function callerOf(request: FastifyRequest): ChatCaller {
  const held = request.access.community.permissions.get(request.access.role);
  return {
    s: request.server.services,
    scope: request.scope,
    userId: request.user.id,
    actor: request.user.email,
    isManager: held?.has('CHAT_NITI:approve') ?? false,
    canWrite: (held?.has('CHAT_NITI:write') || held?.has('CHAT_NITI:approve')) ?? false,
    lang: requestLanguage(request.headers['accept-language']),
  };
}

/** Runs `work` in one transaction of the community. */
export function atChat<T>(caller: ChatCaller, work: (w: ChatWork) => Promise<T>): Promise<T> {
  const { scope, s } = caller;
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s,
      userId: caller.userId,
      actor: caller.actor,
      isManager: caller.isManager,
      lang: caller.lang,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
      fileUrl: (stored, name) => s.files.url(scope, stored, name ? { name } : undefined),
    }),
  );
}

/** The same for a guarded request. */
export const atChatRequest = <T>(request: FastifyRequest, work: (w: ChatWork) => Promise<T>) =>
  atChat(callerOf(request), work);

/** Records an office action in the audit log, in the work's own transaction. */
export const auditChat = (
  w: ChatWork,
  action: string,
  target: string,
  change: { before?: unknown; after?: unknown } = {},
) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `chat.${action}`,
    target,
    ...change,
  });
