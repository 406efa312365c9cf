import type { CarState } from '@cc/contracts/car-directory';
import { recordAudit } from '../../../platform/audit/record-audit';
import type { CarWork } from './car-work';
import { phrase } from './refusals';

/** A car's state as a phrase inside a refusal, in the reader's language. */
export const stateWord = (s: CarState) => phrase(`CAR_STATE_${s}`);

/** Each change to a car is audited against the car's id, in the change's own transaction. */
export const audit = (w: CarWork, action: string, carId: string, detail: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action,
    target: carId,
    after: detail,
  });
