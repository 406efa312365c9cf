import type { Lang } from '@cc/contracts/i18n';
import { localStamp } from '../../platform/time/zone-clock';
import { listRequests, type RequestFilter } from './losservices-queries';
import type { LosservicesWork } from './losservices-work';
import { ar } from './sheet-texts/ar';
import { en } from './sheet-texts/en';
import { es } from './sheet-texts/es';
import { fr } from './sheet-texts/fr';
import { it } from './sheet-texts/it';
import { th } from './sheet-texts/th';
import type { SheetTexts } from './sheet-texts/types';
import { zh } from './sheet-texts/zh';

/** The sheet's words in the reader's language: an office reads "ล้างแอร์", not AIRCON_WASH. */
const SHEET_TEXTS: Record<Lang, SheetTexts> = { th, en, zh, ar, it, es, fr };

/** The spreadsheet's most rows: years of requests of a busy community. */
export const SHEET_MAX = 10_000;

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const cell = (value: string | number) => ({ value });

/**
 * The requests under the list's filters, newest first, as one sheet: a heading row, then one row
 * each, times in the community's zone. The caller reads every request of the community (staff).
 */
export async function requestSheet(
  w: LosservicesWork,
  filter: Omit<RequestFilter, 'after' | 'limit'>,
  lang: Lang,
) {
  const rows = (await listRequests(w, { ...filter, limit: SHEET_MAX })).slice(0, SHEET_MAX);
  const x = SHEET_TEXTS[lang];
  const h = x.headings;
  return [
    {
      sheet: x.sheet,
      data: [
        [
          h.created,
          h.service,
          h.kind,
          h.vendor,
          h.requester,
          h.place,
          h.note,
          h.preferred,
          h.status,
          h.statusNote,
          h.scheduled,
          h.rating,
          h.review,
        ].map(head),
        ...rows.map(({ request: r, service: s }) => [
          cell(localStamp(r.createdAt, w.timeZone)),
          cell(s.name),
          cell(x.kind[s.kind]),
          cell(s.vendorName),
          cell(r.requesterName),
          cell(r.place),
          cell(r.note),
          cell(r.preferredDate),
          cell(x.status[r.status]),
          cell(r.statusNote),
          cell(localStamp(r.scheduledAt, w.timeZone)),
          cell(r.reviewRating ?? ''),
          cell(r.reviewComment ?? ''),
        ]),
      ],
    },
  ];
}
