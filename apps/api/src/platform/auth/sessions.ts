import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authSessions, users } from './tables';

/**
 * Ends sign-in sessions. A revoked session ends its whole refresh-token family (every token
 * rotated within it), and every access token naming it is refused by the next request's
 * authentication, which reads the session row anyway.
 */
export async function revokeSession(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends all the user's sessions, or all but `except` (the one that asked, say after a password change). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: string,
  except?: string,
): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ...(except ? [ne(authSessions.id, except)] : []),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}

/** Disables (or enables again) an account; disabling ends every session it has, at once. */
export async function setUserDisabled(db: Executor, userId: string, disabled: boolean) {
  await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (disabled) await revokeUserSessions(db, userId, 'account disabled');
}
