import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './demo';

/**
 * Direct API calls for test setup: the demo users are shared, so each spec puts the state it
 * relies on (current community, language) in place first instead of trusting earlier specs.
 */
const BASIC = `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}`;

export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/authentication/token', {
    headers: { authorization: BASIC },
    data: { grant_type: 'password', username: email, password: PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in for ${email} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

export interface CommunityFacts {
  communityID: string;
  communityName: string;
  communityType: 'CONDO' | 'VILLAGE';
  status: string;
  role: string;
}

/** The user's communities with their type and usage status, so specs pick by fact, not by ID. */
export async function communitiesOf(request: APIRequestContext, email: string): Promise<CommunityFacts[]> {
  const token = await tokenFor(request, email);
  const { items } = await get<{ items: { communityID: string; communityName: string; role: string }[] }>(
    request,
    token,
    '/api/user/community',
  );
  return Promise.all(
    items.map(async (c) => {
      const q = `communityID=${encodeURIComponent(c.communityID)}`;
      const info = await get<{ communityInfo: { communityType: 'CONDO' | 'VILLAGE' } }>(
        request,
        token,
        `/api/community/info?${q}`,
      );
      const usage = await get<{ data?: { status: string } }>(
        request,
        token,
        `/api/sam-um/v1/usage-status?${q}&feature=UM`,
      );
      return {
        ...c,
        communityType: info.communityInfo.communityType,
        status: usage.data?.status ?? 'UNKNOWN',
      };
    }),
  );
}

export async function setPreferences(
  request: APIRequestContext,
  email: string,
  prefs: { lang?: string; community?: string },
): Promise<void> {
  const token = await tokenFor(request, email);
  const preferences = [
    ...(prefs.lang ? [{ key: 'lang', value: prefs.lang }] : []),
    ...(prefs.community ? [{ key: 'current-community', value: prefs.community }] : []),
  ];
  const res = await request.put('/api/user/preference', {
    headers: { authorization: `Bearer ${token}` },
    data: { preferences },
  });
  if (!res.ok()) throw new Error(`preference update failed: ${res.status()} ${await res.text()}`);
}

/** The PMC demo user's three communities by what they are. */
export async function pmcCommunities(request: APIRequestContext, email: string) {
  const all = await communitiesOf(request, email);
  const pick = (f: (c: CommunityFacts) => boolean, what: string) => {
    const c = all.find(f);
    if (!c) throw new Error(`demo data has no ${what} for ${email}: ${JSON.stringify(all)}`);
    return c;
  };
  return {
    condo: pick((c) => c.communityType === 'CONDO' && c.status === 'ACTIVE', 'active condo'),
    village: pick((c) => c.communityType === 'VILLAGE' && c.status === 'ACTIVE', 'active village'),
    suspended: pick((c) => c.status === 'SYSTEM_OFF', 'SYSTEM_OFF community'),
  };
}
