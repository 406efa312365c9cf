import type { AgmQuorum } from '@cc/contracts/agmmeeting';
import { toMillionths } from '../figures/weights';

/** The API's quorum as the gauge's bigint figures. */
export const quorumFigures = (q: AgmQuorum) => ({
  present: toMillionths(q.presentWeight),
  total: toMillionths(q.totalWeight),
  needed: toMillionths(q.requiredWeight),
  presentUnits: q.presentUnits,
  totalUnits: q.totalUnits,
  reached: q.reached,
});
