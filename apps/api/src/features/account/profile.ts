import type { Profile } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { Files } from '../../platform/files/files';
import { notFound } from './refusals';

export type UserRow = typeof users.$inferSelect;

/** What a user sees of themselves; the photo as a signed link (files.ts). */
export const toProfile = (u: UserRow, files: Files): Profile => ({
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  imageUrl: files.url({ userId: u.id }, u.imageUrl),
  gender: u.gender,
  mobile: u.mobile,
  birthdate: u.birthdate,
});

export async function findUser(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}
