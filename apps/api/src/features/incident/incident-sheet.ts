import type { Lang } from '@cc/contracts/i18n';
import { localStamp } from '../../platform/time/zone-clock';
import type { IncidentRow } from './incident-queries';
import { ar } from './sheet-texts/ar';
import { en } from './sheet-texts/en';
import { es } from './sheet-texts/es';
import { fr } from './sheet-texts/fr';
import { it } from './sheet-texts/it';
import { th } from './sheet-texts/th';
import type { SheetTexts } from './sheet-texts/types';
import { zh } from './sheet-texts/zh';

/** The sheet's words in the reader's language: an office reads "ไฟไหม้", not FIRE. */
export const SHEET_TEXTS: Record<Lang, SheetTexts> = { th, en, zh, ar, it, es, fr };

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const cell = (value: string | number) => ({ value });

/** The incidents as one sheet: a heading row, then one row each, times in the community's zone. */
export function incidentSheet(rows: IncidentRow[], timeZone: string, lang: Lang) {
  const w = SHEET_TEXTS[lang];
  const h = w.headings;
  return [
    {
      sheet: w.sheet,
      data: [
        [
          h.no,
          h.occurred,
          h.category,
          h.severity,
          h.place,
          h.description,
          h.status,
          h.reportedBy,
          h.reported,
          h.photos,
        ].map(head),
        ...rows.map((r) => [
          cell(r.no),
          cell(localStamp(r.occurredAt, timeZone)),
          cell(w.category[r.category]),
          cell(w.severity[r.severity]),
          cell(r.place),
          cell(r.description),
          cell(
            r.cancelReason ? `${w.status[r.status]} (${w.cancelReason[r.cancelReason]})` : w.status[r.status],
          ),
          cell(r.reporterName),
          cell(localStamp(r.createdAt, timeZone)),
          cell(r.photos.length),
        ]),
      ],
    },
  ];
}
