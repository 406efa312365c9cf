import { type Access, can } from '@cc/contracts/access';
import type { Permission } from '@cc/contracts/roles';
import { usePermissions } from './use-permissions';

/**
 * Whether the member may call an operation, from the operation's own `access` (the API enforces
 * it; the console hides what would be refused).
 */
export function useCan(): (op: { access: Access }) => boolean {
  const { has } = usePermissions();
  return (op) => {
    const a = op.access;
    if (a.kind !== 'community') return true;
    const named = [a.permission, ...(a.anyOf ?? [])].filter((p): p is Permission => !!p);
    return can(a, named.filter(has));
  };
}
