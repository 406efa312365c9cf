import type { Operation } from './envelope';
import { type FeatureEnum, isFeatureEnum } from './features';
import type { Permission } from './roles';

/**
 * Who may call an operation, written once beside its schemas: the API's guard enforces it, the
 * console's can() reads it, and the tests walk it. A community rule is checked against the
 * community's own permission matrix (data), never against a role name in code.
 */
export type Access =
  | { kind: 'public' }
  /** An OAuth client with its Basic credentials (sign-in, the guard app's redeem); no user yet. */
  | { kind: 'client' }
  | { kind: 'signed-in' }
  | CommunityAccess;

export interface CommunityAccess {
  kind: 'community';
  feature?: FeatureEnum;
  /** The member's role must hold this permission. */
  permission?: Permission;
  /** ...and at least one of these (say, write or approve: either opens the manage pages). */
  anyOf?: readonly Permission[];
  /** Reachable while the community is SYSTEM_OFF (the session calls that show the dialog). */
  whileSuspended?: true;
}

/**
 * The feature flag an operation waits on: the permission's own key when that is a feature enum;
 * none for an always-on area's key (LOS_SERVICES), whose routes exist whatever the switches say.
 */
const featureOf = (permission: Permission): FeatureEnum | undefined => {
  const key = permission.split(':')[0]!;
  return isFeatureEnum(key) ? key : undefined;
};

const withFeature = (feature: FeatureEnum | undefined) => (feature ? { feature } : {});

export const allow = {
  public: { kind: 'public' } as const,
  client: { kind: 'client' } as const,
  signedIn: { kind: 'signed-in' } as const,
  /** Any member of the community, while the feature is on (their own records only). */
  member: (feature?: FeatureEnum): CommunityAccess => ({ kind: 'community', feature }),
  /**
   * Any member, even while the community is SYSTEM_OFF: the console needs these calls to show
   * the suspension dialog and the member's own bell.
   */
  memberWhileSuspended: { kind: 'community', whileSuspended: true } as const,
  /**
   * Members whose role holds the permission; the feature is the permission's own. `anyOf` adds
   * that the role holds at least one more of those too.
   */
  to: (permission: Permission, more: { anyOf?: readonly Permission[] } = {}): CommunityAccess => ({
    kind: 'community',
    ...withFeature(featureOf(permission)),
    permission,
    ...(more.anyOf?.length ? { anyOf: more.anyOf } : {}),
  }),
  /** Members whose role holds at least one of the permissions (all of one feature). */
  anyOf: (first: Permission, ...rest: Permission[]): CommunityAccess => ({
    kind: 'community',
    ...withFeature(featureOf(first)),
    anyOf: [first, ...rest],
  }),
};

export interface GuardedOperation extends Operation {
  access: Access;
}
export const guardedOperation = <T extends GuardedOperation>(op: T): T => op;

/** Whether a member holding `granted` may call an operation with this access (the console hides the rest). */
export function can(access: Access, granted: readonly string[]): boolean {
  if (access.kind !== 'community') return true;
  if (access.permission && !granted.includes(access.permission)) return false;
  return !access.anyOf?.length || access.anyOf.some((p) => granted.includes(p));
}
