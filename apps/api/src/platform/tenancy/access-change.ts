/**
 * Something that changed who may do what, told to every API instance so none keeps serving
 * what it cached about it (access-cache.ts). Each field narrows it:
 * - `communityId` alone: the community's own facts (usage status, type, feature switches,
 *   permission matrix) and every member's role in it.
 * - `communityId` and `userId`: one member joined, left or changed role.
 * - `userId` alone: everything about the user (memberships everywhere, their sign-in sessions).
 * - `sessionId`: one sign-in session ended.
 * - nothing: everything.
 */
export interface AccessChange {
  communityId?: string;
  userId?: string;
  sessionId?: string;
}

/** Forgets `change` on this instance at once and tells the others. Never fails the caller. */
export type AccessChanged = (change: AccessChange) => Promise<void>;

/** Per database handle: the instances of this process serving it (and, in the CLI, a publisher). */
const announcers = new WeakMap<object, Set<AccessChanged>>();

/** Registers how changes made over `db` reach the instances; answers the unregistering. */
export function onAccessChangeOver(db: object, announce: AccessChanged): () => void {
  const set = announcers.get(db) ?? new Set<AccessChanged>();
  announcers.set(db, set);
  set.add(announce);
  return () => set.delete(announce);
}

/**
 * The one call every write of access facts makes, after its transaction has committed (before
 * it, a request in between could read and keep the old facts): operator commands, settings,
 * membership changes, sign-outs. It needs only the database the write went through, so a
 * platform function or a command with nothing else in hand can make it too.
 */
export async function announceAccessChange(db: object, change: AccessChange): Promise<void> {
  await Promise.all([...(announcers.get(db) ?? [])].map((announce) => announce(change)));
}
