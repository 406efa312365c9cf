import type { Operation } from './envelope';
import type { FeatureEnum } from './features';
import type { Permission } from './roles';

/**
 * Who may call an operation, written once beside its schemas: the API's guard enforces it, the
 * console's can() reads it, and the tests walk it. A community rule is checked against the
 * community's own permission matrix (data), never against a role name in code.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'community'; feature?: FeatureEnum; permission?: Permission };

export const allow = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signed-in' } as const,
  /** Any member of the community, while the feature is on (their own records only). */
  member: (feature?: FeatureEnum): Access => ({ kind: 'community', feature }),
  /** Members whose role holds the permission; the feature is the permission's own. */
  to: (permission: Permission): Access => ({
    kind: 'community',
    feature: permission.split(':')[0] as FeatureEnum,
    permission,
  }),
};

export interface GuardedOperation extends Operation {
  access: Access;
}
export const guardedOperation = <T extends GuardedOperation>(op: T): T => op;

/** Whether a member holding `granted` may call an operation with this access (the console hides the rest). */
export function can(access: Access, granted: readonly string[]): boolean {
  if (access.kind !== 'community') return true;
  return !access.permission || granted.includes(access.permission);
}
