import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { endedOnPurposeFlag } from '../../shared/session/session-store';
import { useSession } from '../../shared/session/use-session';

/**
 * Spec 2: every /dashboard path needs an id token; otherwise /signin, remembering where the
 * user was going (not after a deliberate sign-out: the next person starts at the dashboard).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return children;
  const from = endedOnPurposeFlag() ? undefined : location;
  return <Navigate to="/signin" replace state={from ? { from } : undefined} />;
}

/** The sign-in screen is for signed-out visitors; a signed-in one goes straight to work. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return signedIn ? <Navigate to="/dashboard" replace /> : children;
}
