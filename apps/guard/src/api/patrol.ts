import type { PatrolGuardPack, PatrolRoundStatus, RoundView, ScanResult } from '@cc/contracts/patrol';
import type { patrolOps } from '@cc/contracts/patrol-ops';
import { type BodyOf, callRoute, route } from './contract';
import { keptPack } from './guard';

/** The patrol operations the guard walks rounds with; types from the contract (no zod shipped). */
type Ops = typeof patrolOps;

export type { PatrolGuardPack, PatrolRoundStatus, RoundView, ScanResult };
export type ScanBody = BodyOf<Ops['roundScan']>;

export const patrolRoutes = {
  roundCurrent: route<Ops['roundCurrent']>('GET', '/api/patrol/round/current'),
  roundStart: route<Ops['roundStart']>('POST', '/api/patrol/round/start'),
  roundScan: route<Ops['roundScan']>('POST', '/api/patrol/round/scan'),
  roundFinish: route<Ops['roundFinish']>('POST', '/api/patrol/round/finish'),
};

export const currentRounds = (communityID: string) =>
  callRoute(patrolRoutes.roundCurrent, { query: { communityID } });
export const startRound = (communityID: string, roundID: string) =>
  callRoute(patrolRoutes.roundStart, { body: { communityID, roundID } });
export const scanCheckpoint = (body: ScanBody) => callRoute(patrolRoutes.roundScan, { body });
export const finishRound = (communityID: string, roundID: string) =>
  callRoute(patrolRoutes.roundFinish, { body: { communityID, roundID } });

/** Patrol's part of the pack kept on the phone: the labels by digest, and the rounds ahead. */
export const patrolPack = (communityID: string) =>
  keptPack(communityID)?.pack.parts.patrol as PatrolGuardPack | undefined;

/** A label's QR text is `CP:<code>`; the bare code is accepted too. */
export const checkpointCodeOf = (text: string) => text.trim().replace(/^CP:/, '');

/** First 16 hex characters of sha256(code): how the offline pack names a label without its code. */
export async function codeDigest(code: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return [...new Uint8Array(hash)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}
