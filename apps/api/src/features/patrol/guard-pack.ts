import { createHash } from 'node:crypto';
import type { PatrolGuardPack } from '@cc/contracts/patrol';
import type { GuardPackPart } from '../../platform/feature/define-feature';
import { workingCheckpoints } from './checkpoint-queries';
import { currentRounds } from './round-queries';

/** What the phone compares a scanned code with offline: never the code itself. */
export const codeDigest = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 16);
const AHEAD_MS = 12 * 3_600_000;

/**
 * Patrol's part of the guard app's offline pack: the working checkpoints, each named by a digest
 * of its label's code (so a phone that is lost leaks no label), and the rounds open now or within
 * twelve hours. Nothing for a caller who does not walk rounds.
 */
export const patrolGuardPack: GuardPackPart = async ({ scope, permissions }) => {
  if (!permissions.has('PATROL:write')) return { checkpoints: [], rounds: [] };
  const part: PatrolGuardPack = await scope.run(async (tx) => ({
    checkpoints: (await workingCheckpoints(tx, scope)).map((c) => ({
      checkpointID: c.id,
      name: c.name,
      place: c.place,
      codeDigest: codeDigest(c.code),
    })),
    rounds: await currentRounds(tx, scope, new Date(), AHEAD_MS),
  }));
  return part;
};
