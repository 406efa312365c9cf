import { DEFAULT_TIME_ZONE, sessionOps } from '@cc/contracts/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { localDate } from '../../platform/time/zone-clock';
import { markActive, recordSignIn, userByEmail } from './activity-queries';
import { browserFamily } from './browser-family';

/** Forgets the "seen today" marks beyond this many (a day's members are far fewer). */
const SEEN_LIMIT = 200_000;

/**
 * Who was seen today in which community, on this instance. Only a miss costs a database write
 * (insert, on conflict nothing), so a member's calls after the first of the day cost a map
 * lookup; another instance writing the same row first is no error.
 */
export class SeenToday {
  readonly #seen = new Map<string, string>();
  /** True the first time a member is seen in a community on `day`. */
  first(communityId: string, userId: string, day: string): boolean {
    const key = `${communityId}|${userId}`;
    if (this.#seen.get(key) === day) return false;
    if (this.#seen.size >= SEEN_LIMIT) this.#seen.clear();
    this.#seen.set(key, day);
    return true;
  }
  /** A write that failed is tried again on the member's next call. */
  forget(communityId: string, userId: string) {
    this.#seen.delete(`${communityId}|${userId}`);
  }
}

/** How long a community's time zone is trusted before it is read again (a zone almost never changes). */
const ZONE_TTL_MS = 10 * 60_000;

/** Each community's time zone, read once per ten minutes per instance: an active day is the community's own. */
class CommunityZones {
  readonly #zones = new Map<string, { zone: string; until: number }>();
  async of(s: AppServices, communityId: string): Promise<string> {
    const kept = this.#zones.get(communityId);
    if (kept && kept.until > Date.now()) return kept.zone;
    const zone = await communityTimeZone(s.db, communityId).catch(() => DEFAULT_TIME_ZONE);
    this.#zones.set(communityId, { zone, until: Date.now() + ZONE_TTL_MS });
    return zone;
  }
}

const TOKEN_PATH = sessionOps.token.path;

/** The user the tokens of a successful sign-in name, from the access token just signed. */
async function signedInUser(s: AppServices, payload: unknown): Promise<string | null> {
  if (typeof payload !== 'string') return null;
  try {
    const token = (JSON.parse(payload) as { access_token?: unknown }).access_token;
    return typeof token === 'string' ? (await s.jwt.verifyAccess(token)).sub : null;
  } catch {
    return null;
  }
}

/** A sign-in attempt as the log keeps it; refresh-token swaps are no sign-in. */
async function noteSignIn(s: AppServices, request: FastifyRequest, statusCode: number, payload: unknown) {
  const body = request.body as { grant_type?: unknown; username?: unknown } | undefined;
  const grant = body?.grant_type;
  if (grant !== 'password' && grant !== 'authorization_code') return;
  const success = statusCode < 300;
  const userId = success
    ? await signedInUser(s, payload)
    : grant === 'password' && typeof body?.username === 'string'
      ? await userByEmail(s.db, body.username)
      : null;
  await recordSignIn(s.db, {
    userId,
    method: grant === 'password' ? 'PASSWORD' : 'SOCIAL',
    success,
    browser: browserFamily(request.headers['user-agent']),
    ip: request.ip,
  });
}

/**
 * Records activity as it happens, for every route of the app (the hooks sit on the root
 * instance): each sign-in attempt, and a member's first authenticated call of the community's
 * day (in its time zone) in a community (the guard has set request.community). Neither may fail the request: a write
 * that fails is logged and the answer goes out as it was.
 */
export function trackActivity(app: FastifyInstance, s: AppServices, seen = new SeenToday()) {
  const zones = new CommunityZones();
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      if (request.routeOptions.url === TOKEN_PATH && request.method === 'POST') {
        await noteSignIn(s, request, reply.statusCode, payload);
      } else if (request.community?.id && request.user?.id) {
        const { id: communityId, role } = request.community;
        const userId = request.user.id;
        const day = localDate(new Date(), await zones.of(s, communityId));
        if (seen.first(communityId, userId, day)) {
          await communityScope(s.db, communityId)
            .run((tx) => markActive(tx, communityId, userId, day, role))
            .catch((err: unknown) => {
              seen.forget(communityId, userId);
              throw err;
            });
        }
      }
    } catch (err) {
      request.log.warn({ err }, 'activity not recorded');
    }
    return payload;
  });
}
