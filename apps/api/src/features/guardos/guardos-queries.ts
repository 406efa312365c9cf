import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { communities } from '../../platform/tenancy/tables';

/** The guard's name and e-mail, and the community's name and zone: what the app's header shows. */
export async function whoAndWhere(tx: Executor, userId: string, communityId: string) {
  const [user] = await tx
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  const [community] = await tx
    .select({ name: communities.name, timeZone: communities.timeZone })
    .from(communities)
    .where(eq(communities.id, communityId));
  return { user: user!, community: community! };
}
