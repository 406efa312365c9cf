import type { IssuePerson } from '@cc/contracts/issuetracking';
import { inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';

/**
 * People as issue tracking shows them (name and photo link), read once per answer for every
 * user ID it names: a list of 50 tasks costs one query for its people, not fifty.
 */
export type People = (userId: string | null | undefined) => IssuePerson | null;

export async function peopleOf(
  tx: Executor,
  userIds: Iterable<string | null | undefined>,
  fileUrl: (stored: string | null) => string | null,
): Promise<People> {
  const ids = [...new Set([...userIds].filter((id): id is string => !!id))];
  const rows = ids.length
    ? await tx
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          imageUrl: users.imageUrl,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        userID: r.id,
        name: `${r.firstname} ${r.lastname}`.trim() || '—',
        photo: fileUrl(r.imageUrl),
      } satisfies IssuePerson,
    ]),
  );
  return (userId) => (userId ? (byId.get(userId) ?? null) : null);
}
