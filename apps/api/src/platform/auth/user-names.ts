import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { users } from './tables';

/**
 * The same name for `users` under an alias (a message's sender, a room's assignee); null when an
 * outer join found nobody.
 */
export const displayNameOf = (u: { firstname: AnyPgColumn; lastname: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(${u.firstname} || ' ' || ${u.lastname}), ''), ${u.email})`;

/** A person's name as records keep it (first and last name, else their e-mail): copied into a row, it reads the same after they change it. */
export const displayName = displayNameOf(users);

export async function userNameOf(tx: Executor, userId: string): Promise<string> {
  const [row] = await tx.select({ name: displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
