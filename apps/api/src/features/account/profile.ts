import type { Profile } from '@cc/contracts/session';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { notFound } from './refusals';

export type UserRow = typeof users.$inferSelect;

export const toProfile = (u: UserRow): Profile => ({
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  imageUrl: u.imageUrl,
  gender: u.gender,
  mobile: u.mobile,
  birthdate: u.birthdate,
});

export async function findUser(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}
