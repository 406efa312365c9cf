import type { PatrolRoundStatus } from '@cc/contracts/patrol';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { EARLY_MS } from './round-queries';

/**
 * The scan's statements. A scan is the guard app's hottest call (a phone's queue of hundreds
 * synced in order), so it costs two statements inside its transaction: one read that answers
 * everything the decision needs, and one write that stores the scan (and starts its round).
 */

/** The scan a clientUUID already stored in this community, with its checkpoint's name. */
export interface StoredScan {
  id: string;
  checkpointId: string;
  roundId: string | null;
  late: boolean;
  flags: string[];
  checkpointName: string;
}

export interface ScanFacts {
  stored: StoredScan | null;
  checkpoint: { id: string; name: string; latitude: number | null; longitude: number | null } | null;
  /**
   * The round the scan counts for, if any: an open one, else one closed short (MISSED, PARTIAL)
   * after the scan was made, whose window holds it (a scan that waited on a phone without signal).
   */
  round: { id: string; status: PatrolRoundStatus; endsAt: Date } | null;
}

interface FactsRow {
  stored_id: string | null;
  stored_checkpoint_id: string | null;
  stored_round_id: string | null;
  stored_late: boolean | null;
  stored_flags: string[] | null;
  stored_name: string | null;
  cp_id: string | null;
  cp_name: string | null;
  cp_latitude: number | null;
  cp_longitude: number | null;
  round_id: string | null;
  round_status: PatrolRoundStatus | null;
  round_ends_at: string | Date | null;
}

/**
 * In one statement: the scan already stored under `clientUuid` (a replay), the working checkpoint
 * the code names in this community, and the round the scan counts for: the one named, if open and
 * holding the checkpoint; else the open one holding it at `at`: the one this guard started if any
 * (two plans may share a checkpoint), else the earliest. The open
 * statuses are constants, so the partial index of open rounds serves (a year of closed rounds is
 * not read). Only when no open round counts it: a round closed short after `at` whose window
 * holds `at` (read by the community's due-time index, a window's width of rows), so a scan synced
 * late is credited to the round it was made in, not stored as outside every round.
 */
export async function scanFacts(
  tx: Executor,
  scope: CommunityScope,
  q: { clientUuid: string; code: string; at: Date; userId: string; roundId?: string },
): Promise<ScanFacts> {
  const c = scope.communityId;
  const which: SQL = q.roundId
    ? sql`r.id = ${q.roundId}::uuid`
    : sql`r.starts_at <= ${new Date(q.at.getTime() + EARLY_MS).toISOString()}::timestamptz
          and r.due_at >= ${q.at.toISOString()}::timestamptz`;
  const [row] = await queryRows<FactsRow>(
    tx,
    sql`
      with cp as (
        select id, name, latitude, longitude from patrol_checkpoints
        where community_id = ${c} and code = ${q.code} and retired_at is null
      ), stored as (
        select s.id, s.checkpoint_id, s.round_id, s.late, s.flags, k.name
        from patrol_scans s join patrol_checkpoints k on k.id = s.checkpoint_id
        where s.community_id = ${c} and s.client_uuid = ${q.clientUuid}::uuid
      )
      select stored.id as stored_id, stored.checkpoint_id as stored_checkpoint_id,
        stored.round_id as stored_round_id, stored.late as stored_late, stored.flags as stored_flags,
        stored.name as stored_name,
        cp.id as cp_id, cp.name as cp_name, cp.latitude as cp_latitude, cp.longitude as cp_longitude,
        rnd.id as round_id, rnd.status as round_status, rnd.ends_at as round_ends_at
      from (select 1) one
        left join stored on true
        left join cp on true
        left join lateral (
          select r.id, r.status, r.ends_at from patrol_rounds r
          where r.community_id = ${c} and r.status in ('SCHEDULED', 'IN_PROGRESS')
            and r.checkpoint_ids @> jsonb_build_array(cp.id) and ${which}
          order by r.started_by is not distinct from ${q.userId}::uuid desc, r.starts_at limit 1
        ) open_round on cp.id is not null
        left join lateral (
          select r.id, r.status, r.ends_at from patrol_rounds r
          where r.community_id = ${c} and r.status in ('MISSED', 'PARTIAL')
            and r.closed_at >= ${q.at.toISOString()}::timestamptz
            and r.checkpoint_ids @> jsonb_build_array(cp.id) and ${which}
          order by r.starts_at limit 1
        ) closed_round on cp.id is not null and open_round.id is null
        cross join lateral (
          select coalesce(open_round.id, closed_round.id) as id,
            coalesce(open_round.status, closed_round.status) as status,
            coalesce(open_round.ends_at, closed_round.ends_at) as ends_at
        ) rnd`,
  );
  return {
    stored: row?.stored_id
      ? {
          id: row.stored_id,
          checkpointId: row.stored_checkpoint_id!,
          roundId: row.stored_round_id,
          late: row.stored_late!,
          flags: row.stored_flags!,
          checkpointName: row.stored_name!,
        }
      : null,
    checkpoint: row?.cp_id
      ? { id: row.cp_id, name: row.cp_name!, latitude: row.cp_latitude, longitude: row.cp_longitude }
      : null,
    round: row?.round_id
      ? { id: row.round_id, status: row.round_status!, endsAt: new Date(row.round_ends_at!) }
      : null,
  };
}

export interface NewScan {
  clientUuid: string;
  checkpointId: string;
  roundId: string | null;
  scannedBy: string;
  scannedAt: Date;
  receivedAt: Date;
  latitude: number | null;
  longitude: number | null;
  late: boolean;
  flags: string[];
}

/**
 * Stores the scan unless its clientUUID is already stored in the community (then nothing, and no
 * ID is answered), and in the same statement takes a SCHEDULED round into IN_PROGRESS when it is
 * the round's first scan (`startRound`): only if the scan was stored, only from SCHEDULED.
 */
export async function insertScan(
  tx: Executor,
  scope: CommunityScope,
  s: NewScan,
  startRound: boolean,
): Promise<string | null> {
  const c = scope.communityId;
  const received = s.receivedAt.toISOString();
  const start =
    startRound && s.roundId
      ? sql`, started as (
          update patrol_rounds set status = 'IN_PROGRESS', started_by = ${s.scannedBy}::uuid,
            started_at = ${received}::timestamptz
          where community_id = ${c} and id = ${s.roundId}::uuid and status = 'SCHEDULED'
            and exists (select 1 from stored))`
      : sql``;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`
      with stored as (
        insert into patrol_scans (community_id, client_uuid, checkpoint_id, round_id, scanned_by,
          scanned_at, received_at, latitude, longitude, late, flags)
        values (${c}, ${s.clientUuid}::uuid, ${s.checkpointId}::uuid, ${s.roundId}::uuid,
          ${s.scannedBy}::uuid, ${s.scannedAt.toISOString()}::timestamptz, ${received}::timestamptz,
          ${s.latitude}::double precision, ${s.longitude}::double precision, ${s.late},
          ${JSON.stringify(s.flags)}::jsonb)
        on conflict (community_id, client_uuid) do nothing
        returning id
      )${start}
      select id from stored`,
  );
  return row?.id ?? null;
}
