import type { AgmMinutes } from '@cc/contracts/agmmeeting';
import type { AgmMinutesDraft } from '@cc/contracts/agmmeeting-inputs';

/** The minutes form's values: a note per item keyed by its id, signatories as rows. */
export interface MinutesValues {
  opening: string;
  closing: string;
  notes: Record<string, string>;
  signatures: { name: string; role: string }[];
}

export const minutesValues = (m: AgmMinutes): MinutesValues => ({
  opening: m.opening,
  closing: m.closing,
  notes: Object.fromEntries(m.items.map((i) => [i.itemID, i.note])),
  signatures: m.signatures,
});

/** The draft as the API takes it: trimmed, a half-filled signatory row left out. */
export const minutesInput = (meetingID: string, v: MinutesValues): Omit<AgmMinutesDraft, 'communityID'> => ({
  meetingID,
  opening: v.opening?.trim() ?? '',
  closing: v.closing?.trim() ?? '',
  items: Object.entries(v.notes ?? {}).map(([itemID, note]) => ({ itemID, note: note?.trim() ?? '' })),
  signatures: (v.signatures ?? [])
    .filter((s) => s?.name?.trim() && s.role?.trim())
    .map((s) => ({ name: s.name.trim(), role: s.role.trim() })),
});
