import type { AgmPetition } from '@cc/contracts/agmmeeting';
import { barWidth, percentOf, toMillionths } from './weights';

export interface PetitionShare {
  /** The share of all votes signed, in percent with two decimals. */
  signedPercent: number;
  /** The share the law asks for (20 %, a village's 1/5), as the API rounded it up in weight. */
  neededPercent: number;
  /** Bar and mark positions on a track of all votes. */
  signedWidth: number;
  neededWidth: number;
  /** Signed weight at or past the threshold, compared in integers. */
  reached: boolean;
}

/** Where a petition stands against its threshold, from the API's integer weights. */
export function petitionShare(p: AgmPetition): PetitionShare {
  const signed = toMillionths(p.signedWeight);
  const total = toMillionths(p.totalWeight);
  const needed = toMillionths(p.thresholdWeight);
  return {
    signedPercent: percentOf(signed, total),
    neededPercent: percentOf(needed, total),
    signedWidth: barWidth(signed, total),
    neededWidth: barWidth(needed, total),
    reached: total > 0n && signed >= needed,
  };
}
