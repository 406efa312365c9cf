import type { Executor } from '../db/client';
import { auditLog } from './tables';

export interface AuditEntry {
  communityId?: string | null;
  actorUserId?: string | null;
  /** Who did it, as a person reads it: an e-mail, or `operator` for the command line. */
  actor: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    communityId: entry.communityId ?? null,
    actorUserId: entry.actorUserId ?? null,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
