import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session-store';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
