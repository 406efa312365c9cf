import type { CommunityType, FeatureFlag } from '@cc/contracts/features';
import type { CommunityInfo, CommunityItem } from '@cc/contracts/session';
import { readJson, readKey } from './session-storage';

export interface Session {
  signedIn: boolean;
  userID: string | null;
  firstname: string;
  lastname: string;
  imageUrl: string | null;
  communityID: string | null;
  communityName: string;
  communityType: CommunityType;
  communityList: CommunityItem[];
  communityInfo: CommunityInfo | null;
  features: FeatureFlag[];
  umStatus: string | null;
}

function read(): Session {
  return {
    signedIn: readKey('id_token') !== null,
    userID: readKey('userID'),
    firstname: readKey('userFirstname') ?? '',
    lastname: readKey('userLastname') ?? '',
    imageUrl: readKey('userImageUrl') || null,
    communityID: readKey('communityID'),
    communityName: readKey('communityName') ?? '',
    // Spec 3: CONDO unless the community says otherwise.
    communityType: readKey('communityType') === 'VILLAGE' ? 'VILLAGE' : 'CONDO',
    communityList: readJson<CommunityItem[]>('communityList', []),
    communityInfo: readJson<CommunityInfo | null>('communityInfo', null),
    features: readJson<FeatureFlag[]>('communityFeatureList', []),
    umStatus: readKey('umStatus'),
  };
}

let snapshot = read();
const listeners = new Set<() => void>();

/** Call after writing session keys; components re-read one consistent snapshot. */
export function notifySessionChanged(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSession = (): Session => snapshot;

// Another tab signing out (or in) must not leave this one showing a stale session.
if (typeof window !== 'undefined') window.addEventListener('storage', notifySessionChanged);

let endedOnPurpose = false;

/**
 * Set by a deliberate sign-out, cleared by a sign-in: the route guard then sends the user to
 * /signin without remembering the page, so the next person to sign in starts at the dashboard.
 */
export function markEndedOnPurpose(value: boolean): void {
  endedOnPurpose = value;
}

export const endedOnPurposeFlag = (): boolean => endedOnPurpose;
