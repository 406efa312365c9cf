import { bahtToSatang } from './money';

/** What the office's new-request form holds. */
export interface CreateValues {
  unitID: string;
  categoryID: string;
  description: string;
  preferredTimes?: string;
  mayEnterWhenAbsent?: boolean;
  /** A resident of the unit by ID, or 'desk' for a name and phone taken at the desk. */
  requester?: string;
  requesterName?: string;
  requesterPhone?: string;
}

/** The close form: the note, the amount collected in baht and how. */
export interface CloseValues {
  note?: string;
  collectedBaht?: number;
  method?: 'NONE' | 'CASH' | 'TRANSFER' | 'PROMPTPAY';
}

type Fields = Record<string, string | number | boolean | undefined>;

/**
 * A multipart form as the API reads it: text fields (blank ones left out) and `photo` files;
 * the IDs the guard needs go in the query, not here.
 */
export function photoForm(fields: Fields, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') form.append(k, String(v));
  for (const p of photos) form.append('photo', p);
  return form;
}

const blank = (s: string | undefined) => s?.trim() || undefined;

/** The new-request form's fields as the contract's create body (less the community). */
export function createFields(v: CreateValues): Fields {
  const desk = !v.requester || v.requester === 'desk';
  return {
    unitID: v.unitID,
    categoryID: v.categoryID,
    description: v.description.trim(),
    preferredTimes: blank(v.preferredTimes),
    mayEnterWhenAbsent: !!v.mayEnterWhenAbsent,
    requesterUserID: desk ? undefined : v.requester,
    requesterName: desk ? blank(v.requesterName) : undefined,
    requesterPhone: desk ? blank(v.requesterPhone) : undefined,
  };
}

/** The close form's fields: baht becomes satang, a blank method is NONE. */
export const closeFields = (v: CloseValues): Fields => ({
  note: blank(v.note),
  collectedSatang: bahtToSatang(v.collectedBaht),
  method: v.collectedBaht ? (v.method ?? 'CASH') : (v.method ?? 'NONE'),
});
