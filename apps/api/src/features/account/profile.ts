import type { Profile } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { Files } from '../../platform/files/files';
import { notFound } from './refusals';

export type UserRow = typeof users.$inferSelect;

/** The columns a profile shows, and the id its photo link is signed for. */
const profileColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  imageUrl: users.imageUrl,
  gender: users.gender,
  mobile: users.mobile,
  birthdate: users.birthdate,
};

export type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

/** What a user sees of themselves; the photo as a signed link (files.ts). */
export const toProfile = (u: ProfileRow, files: Files): Profile => ({
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

/**
 * Only what `toProfile` shows: a read on every screen of the console, so it leaves the password
 * hash and the bookkeeping columns in the database (fewer values to send, parse and map).
 */
export async function findProfile(db: Executor, userId: string): Promise<ProfileRow> {
  const [user] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}
