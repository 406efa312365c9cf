import type { MessageAudience } from '@cc/contracts/billing-message';
import type { SendMessage } from './api/messages';

/** The send dialog's fields: units keep their labels (picked from searches), money is in baht. */
export interface MessageFormValues {
  title: string;
  body: string;
  audience: MessageAudience;
  buildingIDs?: string[];
  units?: { value: string; label: string }[];
  minOverdueBaht?: number | null;
}

/** The form's values as the API takes them: only the chosen audience's fields, money in satang. */
export function toSendInput(v: MessageFormValues): SendMessage {
  const base = { title: v.title.trim(), body: v.body.trim(), audience: v.audience };
  if (v.audience === 'BUILDINGS') return { ...base, buildingIDs: v.buildingIDs };
  if (v.audience === 'UNITS') return { ...base, unitIDs: v.units?.map((u) => u.value) };
  if (v.audience === 'DEBTORS' && v.minOverdueBaht)
    return { ...base, minOverdueSatang: Math.round(v.minOverdueBaht * 100) };
  return base;
}
