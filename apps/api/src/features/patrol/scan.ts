import { PATROL_LABEL_PREFIX, type PatrolScanFlag, type ScanResult } from '@cc/contracts/patrol';
import type { ScanWork } from './patrol-work';
import { badRequest } from './refusals';
import { reviseClosedRound, tellClosed } from './round-close';
import { insertScan, type StoredScan, scanFacts } from './scan-queries';

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

const replayOf = (stored: StoredScan): ScanResult => ({
  scanID: stored.id,
  replayed: true,
  checkpointID: stored.checkpointId,
  checkpointName: stored.checkpointName,
  roundID: stored.roundId,
  late: stored.late,
  flags: stored.flags as PatrolScanFlag[],
});

/**
 * A guard's scan, online or synced from the phone's queue. The clientUUID is unique per community:
 * the same scan sent again (a retry, a resync, fifty at once) answers the first with replayed and
 * stores nothing: the insert does nothing on the key, and the stored row is read back. The phone's
 * time is kept as the scan's time, but never one ahead of the server's; more than five minutes off
 * flags CLOCK_SKEW. An unknown, retired or other community's code is one refusal: a label says
 * nothing about who owns it. Two statements in the transaction (scan-queries.ts), a third only
 * when another request with this clientUUID committed first.
 */
export async function scanCheckpoint(w: ScanWork, input: ScanInput): Promise<ScanResult> {
  const code = input.code.startsWith(PATROL_LABEL_PREFIX)
    ? input.code.slice(PATROL_LABEL_PREFIX.length)
    : input.code;
  const device = new Date(input.scannedAt);
  const at = device > w.now ? w.now : device;
  const facts = await scanFacts(w.tx, w.scope, {
    clientUuid: input.clientUUID,
    code,
    at,
    userId: w.userId,
    roundId: input.roundID,
  });
  if (facts.stored) return replayOf(facts.stored);
  const { checkpoint, round } = facts;
  if (!checkpoint) throw badRequest('UNKNOWN_CHECKPOINT');

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
  if (!round) flags.push('NOT_IN_ROUND');
  const late = round ? at > round.endsAt : false;

  const scanId = await insertScan(
    w.tx,
    w.scope,
    {
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
    },
    round?.status === 'SCHEDULED',
  );
  if (scanId && (round?.status === 'MISSED' || round?.status === 'PARTIAL')) {
    const completed = await reviseClosedRound(w.tx, w.scope, round.id);
    if (completed) w.afterCommit((s, log) => tellClosed(s, log, w.scope.communityId, completed, true));
  }
  if (!scanId) {
    // Another request with this clientUUID committed first: answer its scan (a new statement
    // sees what committed after this one's read).
    const again = await scanFacts(w.tx, w.scope, {
      clientUuid: input.clientUUID,
      code,
      at,
      userId: w.userId,
    });
    return replayOf(again.stored!);
  }
  return {
    scanID: scanId,
    replayed: false,
    checkpointID: checkpoint.id,
    checkpointName: checkpoint.name,
    roundID: round?.id ?? null,
    late,
    flags,
  };
}
