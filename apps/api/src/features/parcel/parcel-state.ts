import type { ParcelStatus } from '@cc/contracts/parcel';
import { type MessageRef, moment } from '../../platform/i18n/message';
import { conflict, phrase } from './refusals';

/**
 * The parcel's life, in one place:
 *
 *   WAITING ──handOut──▶ HANDED_OUT ──undoHandOut (24 h, with a reason)──▶ WAITING
 *      ├──────return───▶ RETURNED    (terminal)
 *      └──────delete───▶ DELETED     (terminal; the record stays, with its reason)
 *
 * Only a waiting parcel is corrected (update), printed or given extra days. A mistaken hand-out
 * (the wrong parcel given, caught at once) may be taken back for a day; after that the hand-out
 * stands, because the resident has been told and the paper trail has moved on.
 */
export type ParcelMove = 'handOut' | 'undoHandOut' | 'return' | 'delete' | 'update' | 'print' | 'extend';

const FROM: Record<ParcelMove, ParcelStatus> = {
  handOut: 'WAITING',
  return: 'WAITING',
  delete: 'WAITING',
  update: 'WAITING',
  print: 'WAITING',
  extend: 'WAITING',
  undoHandOut: 'HANDED_OUT',
};

export const UNDO_HAND_OUT_MS = 24 * 60 * 60 * 1000;

export interface StatefulParcel {
  no: number;
  status: ParcelStatus;
  handedOutAt: Date | null;
  returnedAt: Date | null;
  deletedAt: Date | null;
}

/** Why a move is refused, as catalog phrases: the refusal reads in the caller's language. */
const VERB_PHRASE: Record<ParcelMove, MessageRef> = {
  handOut: phrase('PARCEL_CANNOT_HAND_OUT'),
  undoHandOut: phrase('PARCEL_NO_HAND_OUT_TO_UNDO'),
  return: phrase('PARCEL_CANNOT_RETURN'),
  delete: phrase('PARCEL_CANNOT_DELETE'),
  update: phrase('PARCEL_CANNOT_CHANGE'),
  print: phrase('PARCEL_NEEDS_NO_NOTICE'),
  extend: phrase('PARCEL_NEEDS_NO_EXTRA_DAYS'),
};

function wherePhrase(p: StatefulParcel, timeZone: string): MessageRef {
  type Undated = 'PARCEL_HANDED_OUT' | 'PARCEL_RETURNED' | 'PARCEL_DELETED';
  const on = (d: Date | null, undated: Undated, dated: `${Undated}_ON`) =>
    d ? phrase(dated, { at: moment(d, timeZone) }) : phrase(undated);
  switch (p.status) {
    case 'WAITING':
      return phrase('PARCEL_WAITING');
    case 'HANDED_OUT':
      return on(p.handedOutAt, 'PARCEL_HANDED_OUT', 'PARCEL_HANDED_OUT_ON');
    case 'RETURNED':
      return on(p.returnedAt, 'PARCEL_RETURNED', 'PARCEL_RETURNED_ON');
    case 'DELETED':
      return on(p.deletedAt, 'PARCEL_DELETED', 'PARCEL_DELETED_ON');
  }
}

/** Refuses (409, saying why) a move the parcel's state does not allow. */
export function assertMove(move: ParcelMove, p: StatefulParcel, timeZone: string, now = new Date()) {
  if (p.status !== FROM[move]) {
    const params = { no: p.no, where: wherePhrase(p, timeZone), move: VERB_PHRASE[move] };
    throw conflict('PARCEL_STATE', params);
  }
  if (move === 'undoHandOut' && p.handedOutAt && now.getTime() - p.handedOutAt.getTime() > UNDO_HAND_OUT_MS) {
    const params = { no: p.no, where: wherePhrase(p, timeZone) };
    throw conflict('PARCEL_UNDO_TOO_LATE', params);
  }
}

const TO: Partial<Record<ParcelMove, ParcelStatus>> = {
  handOut: 'HANDED_OUT',
  undoHandOut: 'WAITING',
  return: 'RETURNED',
  delete: 'DELETED',
};

/** The status a move leads to (the moves that change no status leave it as it is). */
export const statusAfter = (move: ParcelMove, current: ParcelStatus): ParcelStatus => TO[move] ?? current;
