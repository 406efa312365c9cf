import { PATROL_LABEL_PREFIX, type PatrolScanFlag, type ScanResult } from '@cc/contracts/patrol';
import { and, eq } from 'drizzle-orm';
import { checkpointByCode } from './checkpoint-queries';
import type { PatrolWork } from './patrol-work';
import { badRequest } from './refusals';
import { OPEN_STATUSES, openRoundHolding, type RoundRow } from './round-queries';
import { patrolCheckpoints, patrolRounds, patrolScans } from './tables';

/** A phone whose clock is further off than this from the server's is flagged. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** A scan reported further than this from its checkpoint is flagged. */
export const FAR_AWAY_METRES = 100;

export interface ScanInput {
  clientUUID: string;
  code: string;
  scannedAt: string;
  roundID?: string;
  latitude?: number;
  longitude?: number;
}

/** Great-circle distance in metres (haversine; exact enough at a condominium's scale). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

type ScanRow = typeof patrolScans.$inferSelect;
const resultOf = (row: ScanRow, checkpointName: string, replayed: boolean): ScanResult => ({
  scanID: row.id,
  replayed,
  checkpointID: row.checkpointId,
  checkpointName,
  roundID: row.roundId,
  late: row.late,
  flags: row.flags as PatrolScanFlag[],
});

/** The scan a clientUUID already stored in this community, answered as a replay. */
async function storedScan(w: PatrolWork, clientUuid: string): Promise<ScanResult | null> {
  const [row] = await w.tx
    .select({ scan: patrolScans, name: patrolCheckpoints.name })
    .from(patrolScans)
    .innerJoin(patrolCheckpoints, eq(patrolCheckpoints.id, patrolScans.checkpointId))
    .where(w.scope.owns(patrolScans, eq(patrolScans.clientUuid, clientUuid)));
  return row ? resultOf(row.scan, row.name, true) : null;
}

/** The round a scan counts for: the one named, if open and holding the checkpoint; else the open one holding it then. */
async function roundFor(
  w: PatrolWork,
  checkpointId: string,
  at: Date,
  roundId?: string,
): Promise<RoundRow | undefined> {
  if (!roundId) return openRoundHolding(w.tx, w.scope, checkpointId, at);
  const [row] = await w.tx
    .select()
    .from(patrolRounds)
    .where(w.scope.owns(patrolRounds, eq(patrolRounds.id, roundId)));
  if (!row || !OPEN_STATUSES.includes(row.status) || !row.checkpointIds.includes(checkpointId))
    return undefined;
  return row;
}

/**
 * A guard's scan, online or synced from the phone's queue. The clientUUID is unique per community:
 * the same scan sent again (a retry, a resync, fifty at once) answers the first with replayed and
 * stores nothing: the insert does nothing on the key, and the stored row is read back. The phone's
 * time is kept as the scan's time, but never one ahead of the server's; more than five minutes off
 * flags CLOCK_SKEW. An unknown, retired or other community's code is one refusal: a label says
 * nothing about who owns it.
 */
export async function scanCheckpoint(w: PatrolWork, input: ScanInput): Promise<ScanResult> {
  const replay = await storedScan(w, input.clientUUID);
  if (replay) return replay;
  const code = input.code.startsWith(PATROL_LABEL_PREFIX)
    ? input.code.slice(PATROL_LABEL_PREFIX.length)
    : input.code;
  const checkpoint = await checkpointByCode(w, code);
  if (!checkpoint) throw badRequest('UNKNOWN_CHECKPOINT');

  const device = new Date(input.scannedAt);
  const flags: PatrolScanFlag[] = [];
  if (Math.abs(device.getTime() - w.now.getTime()) > CLOCK_SKEW_MS) flags.push('CLOCK_SKEW');
  const hasPosition = input.latitude !== undefined && input.longitude !== undefined;
  if (
    hasPosition &&
    checkpoint.latitude !== null &&
    checkpoint.longitude !== null &&
    metresBetween(
      { lat: input.latitude!, lng: input.longitude! },
      { lat: checkpoint.latitude, lng: checkpoint.longitude },
    ) > FAR_AWAY_METRES
  )
    flags.push('FAR_AWAY');
  const at = device > w.now ? w.now : device;
  const round = await roundFor(w, checkpoint.id, at, input.roundID);
  if (!round) flags.push('NOT_IN_ROUND');
  const late = round ? at > round.endsAt : false;

  const [row] = await w.tx
    .insert(patrolScans)
    .values({
      communityId: w.scope.communityId,
      clientUuid: input.clientUUID,
      checkpointId: checkpoint.id,
      roundId: round?.id ?? null,
      scannedBy: w.userId,
      scannedAt: at,
      receivedAt: w.now,
      latitude: hasPosition ? input.latitude! : null,
      longitude: hasPosition ? input.longitude! : null,
      late,
      flags,
    })
    .onConflictDoNothing({ target: [patrolScans.communityId, patrolScans.clientUuid] })
    .returning();
  // Another request with this clientUUID committed first: answer its scan.
  if (!row) return (await storedScan(w, input.clientUUID))!;
  if (round?.status === 'SCHEDULED')
    await w.tx
      .update(patrolRounds)
      .set({ status: 'IN_PROGRESS', startedBy: w.userId, startedAt: w.now })
      .where(
        w.scope.owns(patrolRounds, and(eq(patrolRounds.id, round.id), eq(patrolRounds.status, 'SCHEDULED'))),
      );
  return resultOf(row, checkpoint.name, false);
}
