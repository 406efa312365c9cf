import { apiData } from './http';

/** The patrol operations exactly as agreed with the patrol feature (shapes: Patrol). */
export type RoundStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'DONE' | 'PARTIAL' | 'MISSED';
export type ScanFlag = 'CLOCK_SKEW' | 'FAR_AWAY' | 'NOT_IN_ROUND';

export interface RoundCheckpoint {
  checkpointID: string;
  name: string;
  place: string;
  seq: number;
  scannedAt: string | null;
  late: boolean;
  flags: string[];
}

export interface RoundView {
  roundID: string;
  planID: string;
  planName: string;
  startsAt: string;
  dueAt: string;
  status: RoundStatus;
  startedBy: { userID: string; name: string } | null;
  checkpoints: RoundCheckpoint[];
}

export interface ScanBody {
  communityID: string;
  clientUUID: string;
  code: string;
  scannedAt: string;
  roundID?: string;
  latitude?: number;
  longitude?: number;
}

export interface ScanResult {
  scanID: string;
  replayed: boolean;
  checkpointID: string;
  checkpointName: string;
  roundID: string | null;
  late: boolean;
  flags: ScanFlag[];
}

export const currentRounds = (communityID: string) =>
  apiData<{ serverTime: string; rounds: RoundView[] }>('GET', '/api/patrol/round/current', {
    query: { communityID },
  });
export const startRound = (communityID: string, roundID: string) =>
  apiData<RoundView>('POST', '/api/patrol/round/start', { body: { communityID, roundID } });
export const scanCheckpoint = (body: ScanBody) =>
  apiData<ScanResult>('POST', '/api/patrol/round/scan', { body });
export const finishRound = (communityID: string, roundID: string) =>
  apiData<RoundView>('POST', '/api/patrol/round/finish', { body: { communityID, roundID } });

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
