import type { FeatureEnum } from '@cc/contracts/features';
import type { Permission, Role } from '@cc/contracts/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { communityScope } from '../db/community-scope';
import type { Realtime } from '../realtime/realtime';
import { type AccessChange, type AccessChanged, onAccessChangeOver } from './access-change';
import { loadCommunity, loadRole } from './access-queries';

/** What the guard needs to know about a community, whoever the member is. */
export interface CommunityFacts {
  type: 'CONDO' | 'VILLAGE';
  usageStatus: 'ACTIVE' | 'SYSTEM_OFF';
  /** The stored switches; a feature without a row is off. */
  flags: ReadonlyMap<FeatureEnum, { isEnable: boolean; isVisible: boolean }>;
  /** The community's permission matrix. */
  permissions: ReadonlyMap<Role, ReadonlySet<Permission>>;
}

export interface MemberAccess {
  role: Role;
  community: CommunityFacts;
}

interface Kept<T> {
  value: T;
  until: number;
}

export interface AccessCacheOptions {
  /** How long a fact is trusted without hearing of a change: what a lost message can cost. */
  ttlMs?: number;
  /** Member entries kept at most; past it they are all dropped (a burst of strangers, say). */
  maxMembers?: number;
  now?: () => number;
}

/** Shorter than any human round of "change it, then try it", long enough to spare the database. */
export const ACCESS_TTL_MS = 5_000;

/**
 * Per-instance memory of membership, role, feature switches, permission matrix and usage status,
 * so a guarded request does not ask the database each time. Safe because every write of those
 * facts announces an AccessChange that each instance hears within a second (realtime fan-out)
 * and forgets by; a lost announcement is healed by the TTL. Only positive answers are kept:
 * a non-member is asked about every time, so a new member is let in at once.
 *
 * A load that overlaps a change must not store what it read before the change: every forget
 * advances `epoch`, and a load stores only if the epoch it started under is still current.
 */
export class AccessCache {
  readonly #db: Database;
  readonly #ttl: number;
  readonly #maxMembers: number;
  readonly #now: () => number;
  #epoch = 0;
  readonly #communities = new Map<string, Kept<CommunityFacts>>();
  /** communityId -> userId -> role. */
  readonly #members = new Map<string, Map<string, Kept<Role>>>();
  #memberCount = 0;
  /** sessionId -> userId, for sessions known to be live. */
  readonly #sessions = new Map<string, Kept<string>>();

  constructor(db: Database, opts: AccessCacheOptions = {}) {
    this.#db = db;
    this.#ttl = opts.ttlMs ?? ACCESS_TTL_MS;
    this.#maxMembers = opts.maxMembers ?? 100_000;
    this.#now = opts.now ?? Date.now;
  }

  /** The member's role and the community's facts; undefined when the user is not a member. */
  async member(userId: string, communityId: string): Promise<MemberAccess | undefined> {
    const now = this.#now();
    const role = fresh(this.#members.get(communityId)?.get(userId), now);
    const community = fresh(this.#communities.get(communityId), now);
    if (role && community) return { role, community };
    const epoch = this.#epoch;
    // In the community's scope, so the reads pass row-level security like any other.
    const loaded = await communityScope(this.#db, communityId).run(async (tx) => {
      const found = role ?? (await loadRole(tx, userId, communityId));
      if (!found) return undefined;
      return { role: found, community: community ?? (await loadCommunity(tx, communityId)) };
    });
    if (!loaded?.community) return undefined;
    if (epoch === this.#epoch) {
      this.#keepMember(communityId, userId, loaded.role);
      // A fact kept earlier keeps its own age: the TTL bounds how old any answer can be.
      if (!community) this.#communities.set(communityId, { value: loaded.community, until: this.#expiry() });
    }
    return loaded as MemberAccess;
  }

  /** The user of a live session (one that was not ended), or undefined when it must be asked about. */
  liveSession(sessionId: string): string | undefined {
    return fresh(this.#sessions.get(sessionId), this.#now());
  }

  /** Remembers a session the database just showed to be live; `epoch` is from before the read. */
  keepSession(sessionId: string, userId: string, epoch: number) {
    if (epoch !== this.#epoch) return;
    if (this.#sessions.size >= this.#maxMembers) this.#sessions.clear();
    this.#sessions.set(sessionId, { value: userId, until: this.#expiry() });
  }

  /** Taken before a read whose answer may be kept (see keepSession). */
  get epoch() {
    return this.#epoch;
  }

  /** Forgets what `change` covers (see AccessChange); any load in flight will not be kept. */
  forget(change: AccessChange) {
    this.#epoch++;
    const { communityId, userId, sessionId } = change;
    if (sessionId) this.#sessions.delete(sessionId);
    if (communityId && userId) {
      if (this.#members.get(communityId)?.delete(userId)) this.#memberCount--;
    } else if (communityId) {
      this.#communities.delete(communityId);
      this.#memberCount -= this.#members.get(communityId)?.size ?? 0;
      this.#members.delete(communityId);
    } else if (userId) {
      for (const members of this.#members.values()) if (members.delete(userId)) this.#memberCount--;
      for (const [id, kept] of this.#sessions) if (kept.value === userId) this.#sessions.delete(id);
    } else if (!sessionId) {
      this.#communities.clear();
      this.#members.clear();
      this.#sessions.clear();
      this.#memberCount = 0;
    }
  }

  #expiry() {
    return this.#now() + this.#ttl;
  }

  #keepMember(communityId: string, userId: string, role: Role) {
    if (this.#memberCount >= this.#maxMembers) {
      this.#members.clear();
      this.#memberCount = 0;
    }
    const members = this.#members.get(communityId) ?? new Map<string, Kept<Role>>();
    this.#members.set(communityId, members);
    if (!members.has(userId)) this.#memberCount++;
    members.set(userId, { value: role, until: this.#expiry() });
  }
}

const fresh = <T>(kept: Kept<T> | undefined, now: number) =>
  kept && kept.until > now ? kept.value : undefined;

/**
 * The instance's cache, wired to the fan-out: it forgets what any instance announces, and what
 * is announced over `db` in this process (announceAccessChange) it forgets and publishes.
 */
export function connectedAccessCache(
  db: Database,
  realtime: Pick<Realtime, 'publishAccessChange' | 'onAccessChange'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  opts: AccessCacheOptions = {},
): { cache: AccessCache; changed: AccessChanged; close(): void } {
  const cache = new AccessCache(db, opts);
  realtime.onAccessChange((change) => cache.forget(change));
  const changed: AccessChanged = async (change) => {
    // This instance at once, whatever becomes of the message; the others through the fan-out.
    cache.forget(change);
    try {
      await realtime.publishAccessChange(change);
    } catch (err) {
      // The write is already committed: other instances heal by the TTL instead.
      log.warn({ err: (err as Error).message, change }, 'access change not announced');
    }
  };
  return { cache, changed, close: onAccessChangeOver(db, changed) };
}
