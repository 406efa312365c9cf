import { randomBytes } from 'node:crypto';
import { type CarPolicy, carPolicySchema } from '@cc/contracts/car-directory';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { carPolicies } from './tables';

/** What a community starts with: two cars and two motorcycles a unit, yearly stickers `2569-0001`. */
export const DEFAULT_CAR_POLICY: CarPolicy = {
  limits: { CAR: 2, MOTORCYCLE: 2 },
  whoMayRegister: 'ANY_MEMBER',
  documentsRequired: ['REGISTRATION_BOOK'],
  stickerValidMonths: 12,
  stickerPrefix: '',
  stickerDigits: 4,
};

/**
 * The community's policy row, made on first use with its own signing secret. A stored policy
 * that no longer parses (a field added since) falls back to the defaults field by field.
 */
export async function loadPolicy(tx: Executor, scope: CommunityScope) {
  await tx
    .insert(carPolicies)
    .values({
      communityId: scope.communityId,
      policy: DEFAULT_CAR_POLICY,
      stickerSecret: randomBytes(32).toString('base64url'),
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(carPolicies).where(scope.owns(carPolicies));
  const parsed = carPolicySchema.safeParse({ ...DEFAULT_CAR_POLICY, ...(row!.policy as object) });
  return { policy: parsed.success ? parsed.data : DEFAULT_CAR_POLICY, secret: row!.stickerSecret };
}

export async function savePolicy(tx: Executor, scope: CommunityScope, policy: CarPolicy) {
  await loadPolicy(tx, scope);
  await tx
    .update(carPolicies)
    .set({ policy, updatedAt: new Date() })
    .where(scope.owns(carPolicies, eq(carPolicies.communityId, scope.communityId)));
}
