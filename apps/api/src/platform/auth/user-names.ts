import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from './tables';

/** A person's name as records keep it (first and last name, else their e-mail): copied into a row, it reads the same after they change it. */
export const displayName = sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`;

export async function userNameOf(tx: Executor, userId: string): Promise<string> {
  const [row] = await tx.select({ name: displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
