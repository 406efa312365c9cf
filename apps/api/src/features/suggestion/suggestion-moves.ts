import {
  noteNeeded,
  SUGGESTION_MOVES,
  type SuggestionState,
  type SuggestionTarget,
} from '@cc/contracts/suggestion-records';
import { userNameOf } from '../../platform/auth/user-names';
import { badRequest, conflict, notFound, phrase } from './refusals';
import { tellAbout } from './suggestion-jobs';
import { findSuggestion, recordEvent, type SuggestionRow, updateSuggestion } from './suggestion-queries';
import type { SuggestionWork } from './suggestion-work';

export const stateName = (st: SuggestionState) => phrase(`SUGGESTION_STATE_${st}`);

/** A withdrawn or deleted one takes no more changes; the refusal names its state. */
function assertOpenToChange(row: SuggestionRow) {
  if (row.state === 'WITHDRAWN' || row.state === 'DELETED')
    throw conflict('SUGGESTION_FINAL', { state: stateName(row.state) });
}

/** Of two changes made from one reading, the second finds the version moved on. */
function assertVersion(row: SuggestionRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) throw conflict('SUGGESTION_CHANGED');
}

/**
 * The suggestion a caller may change, locked: the office any of the community's; an author
 * only their own (anyone else's reads as unknown, as another community's does).
 */
export async function lockedFor(w: SuggestionWork, id: string) {
  const row = await findSuggestion(w.tx, w.scope, id, true);
  if (!w.isOffice && row.authorUserId !== w.userId) throw notFound('SUGGESTION_NOT_FOUND');
  return row;
}

async function byName(w: SuggestionWork, row: SuggestionRow) {
  // An anonymous author's own steps name nobody in the timeline.
  if (row.anonymous && row.authorUserId === w.userId) return null;
  return w.userId ? userNameOf(w.tx, w.userId) : null;
}

/** Writes the change, its timeline line, and the notice to whoever is told once it commits. */
export async function applyChange(
  w: SuggestionWork,
  row: SuggestionRow,
  action: string,
  change: Partial<SuggestionRow>,
  text: string | null,
) {
  const next = await updateSuggestion(w.tx, w.scope, row, change, w.now);
  await recordEvent(w.tx, w.scope, {
    suggestionId: row.id,
    action,
    fromState: row.state,
    toState: next.state,
    byUserId: w.userId || null,
    byName: await byName(w, row),
    text,
    at: w.now,
  });
  await tellAbout(w, next, action, text);
  return next;
}

/** The office moves a suggestion along the workflow. */
export async function updateStatus(
  w: SuggestionWork,
  id: string,
  version: number,
  target: SuggestionTarget,
  note: string | undefined,
) {
  const row = await lockedFor(w, id);
  assertOpenToChange(row);
  assertVersion(row, version);
  if (!SUGGESTION_MOVES[row.state].includes(target))
    throw conflict('SUGGESTION_MOVE', { state: stateName(row.state), target: stateName(target) });
  if (noteNeeded(row.state, target) && !note)
    throw badRequest(
      target === 'REJECTED' ? 'SUGGESTION_REASON_REQUIRED' : 'SUGGESTION_REOPEN_NOTE_REQUIRED',
    );
  const change: Partial<SuggestionRow> = { state: target };
  if (note) change.note = note;
  return applyChange(
    w,
    row,
    target === 'IN_PROGRESS' && row.state !== 'ACKNOWLEDGED' ? 'REOPEN' : target,
    change,
    note || null,
  );
}

export async function replyTo(w: SuggestionWork, id: string, version: number, text: string) {
  const row = await lockedFor(w, id);
  assertOpenToChange(row);
  assertVersion(row, version);
  return applyChange(w, row, 'REPLY', { reply: text, repliedAt: w.now }, text);
}

/** Out of the lists for good; the row, its timeline and the reason stay. */
export async function deleteSuggestion(
  w: SuggestionWork,
  id: string,
  version: number | undefined,
  reason: string,
) {
  const row = await lockedFor(w, id);
  assertOpenToChange(row);
  assertVersion(row, version);
  return applyChange(w, row, 'DELETE', { state: 'DELETED', deletedAt: w.now, note: reason }, reason);
}

/** The author takes back their own while nobody has looked at it yet. */
export async function withdraw(w: SuggestionWork, id: string) {
  const row = await findSuggestion(w.tx, w.scope, id, true);
  if (row.authorUserId !== w.userId) throw notFound('SUGGESTION_NOT_FOUND');
  if (row.state !== 'NEW')
    throw conflict('SUGGESTION_MOVE', { state: stateName(row.state), target: stateName('WITHDRAWN') });
  return applyChange(w, row, 'WITHDRAW', { state: 'WITHDRAWN' }, null);
}
