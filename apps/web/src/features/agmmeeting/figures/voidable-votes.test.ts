import type { AgmVoteAudit } from '@cc/contracts/agmmeeting';
import { describe, expect, it } from 'vitest';
import { voidableEntryIDs } from './voidable-votes';

let n = 0;
const entry = (itemID: string, unitID: string, action: AgmVoteAudit['action']): AgmVoteAudit => ({
  entryID: `e${++n}`,
  itemID,
  itemSeq: 1,
  unitID,
  unitNo: unitID,
  action,
  choice: action === 'VOID' ? null : 'FOR',
  candidateIDs: [],
  previousChoice: null,
  channel: 'PAPER',
  by: { userID: 'u', name: 'Staff' },
  at: new Date(2026, 0, 1, 10, n).toISOString(),
  reason: action === 'VOID' ? 'wrong unit' : null,
});

describe('voidableEntryIDs', () => {
  it('offers only the latest cast or change of each unit on an open item', () => {
    const cast = entry('open', 'A', 'CAST');
    const change = entry('open', 'A', 'CHANGE');
    const other = entry('open', 'B', 'CAST');
    expect(voidableEntryIDs([cast, change, other], new Set(['open']))).toEqual(
      new Set([change.entryID, other.entryID]),
    );
  });

  it('offers nothing for a voided vote until the unit votes again', () => {
    const cast = entry('open', 'A', 'CAST');
    const voided = entry('open', 'A', 'VOID');
    expect(voidableEntryIDs([cast, voided], new Set(['open']))).toEqual(new Set());
    const again = entry('open', 'A', 'CAST');
    expect(voidableEntryIDs([cast, voided, again], new Set(['open']))).toEqual(new Set([again.entryID]));
  });

  it('offers nothing on an item that is not open', () => {
    expect(voidableEntryIDs([entry('closed', 'A', 'CAST')], new Set(['open']))).toEqual(new Set());
  });
});
