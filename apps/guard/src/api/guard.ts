import { apiData, apiResponse } from './http';

/** GET /api/guard/me: who works this phone, in which community, and the server's clock. */
export interface GuardMe {
  userID: string;
  name: string;
  role: 'GUARD' | 'PMC' | 'ADMIN';
  permissions: string[];
  serverTime: string;
  communityName: string;
  timeZone: string;
}

export interface OfflinePack {
  generatedAt: string;
  parts: {
    patrol?: { checkpoints: { checkpointID: string; name: string; place: string; codeDigest: string }[] };
    incident?: {
      categories: string[];
      severities: string[];
      sosContacts: { label: string; phone: string }[];
    };
    vms?: { passPublicKey: JsonWebKey; visitorTypes: string[]; vehicleTypes: string[] };
    [feature: string]: unknown;
  };
}

export const fetchMe = (communityID: string) =>
  apiData<GuardMe>('GET', '/api/guard/me', { query: { communityID } });

const PACK_KEY = 'guardos.pack';

/** The pack kept on the phone, with the ETag it came with. */
export function keptPack(communityID: string): { etag: string; pack: OfflinePack } | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PACK_KEY) ?? 'null') as {
      communityID: string;
      etag: string;
      pack: OfflinePack;
    } | null;
    return kept?.communityID === communityID ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The offline pack: asked with the kept ETag, so an unchanged pack costs a 304 and nothing
 * more; a new one replaces the kept copy. Offline, the kept copy answers.
 */
export async function refreshPack(communityID: string): Promise<OfflinePack | null> {
  const kept = keptPack(communityID);
  try {
    const res = await apiResponse('GET', '/api/guard/offline-pack', {
      query: { communityID },
      headers: kept ? { 'if-none-match': kept.etag } : {},
    });
    if (res.status === 304 && kept) return kept.pack;
    const { data } = (await res.json()) as { data: OfflinePack };
    localStorage.setItem(
      PACK_KEY,
      JSON.stringify({ communityID, etag: res.headers.get('etag') ?? '', pack: data }),
    );
    return data;
  } catch {
    return kept?.pack ?? null;
  }
}

/** The communities the signed-in user works in (e-mail sign-in picks one). */
export interface CommunityItem {
  communityID: string;
  communityName: string;
  role: string;
}
export const fetchCommunities = async () =>
  (
    await apiResponse('GET', '/api/user/community').then(
      (r) => r.json() as Promise<{ items: CommunityItem[] }>,
    )
  ).items;
