import { eq } from 'drizzle-orm';
import { users } from '../platform/auth/tables';
import type { Audience } from '../platform/notify/audience';
import type { TestApp } from './test-app';

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** Raises `n` notifications titled `${title} 1..n`, oldest first. */
export async function raise(t: TestApp, communityId: string, audience: Audience, n = 1, title = 'Note') {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const r = await t.app.services.notify(communityId, audience, {
      title: `${title} ${i}`,
      body: `Body of ${title} ${i}`,
      featureEnum: 'REPAIR_REQUEST',
    });
    ids.push(r.notificationID!);
  }
  return ids;
}
