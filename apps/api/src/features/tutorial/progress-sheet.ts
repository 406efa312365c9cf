import type { Lang } from '@cc/contracts/i18n';
import type { Role } from '@cc/contracts/roles';
import type { tutorialProgressExcelSchema } from '@cc/contracts/tutorial';
import type { z } from 'zod';
import { localStamp } from '../../platform/time/zone-clock';
import { progressSheetRows } from './progress-queries';
import { ar } from './sheet-texts/ar';
import { en } from './sheet-texts/en';
import { es } from './sheet-texts/es';
import { fr } from './sheet-texts/fr';
import { it } from './sheet-texts/it';
import { th } from './sheet-texts/th';
import type { SheetTexts } from './sheet-texts/types';
import { zh } from './sheet-texts/zh';
import { findRow } from './tutorial-queries';
import type { TutorialWork } from './tutorial-work';

/** The sheet's words in the reader's language: an office reads "วิดีโอ", not VIDEO. */
const SHEET_TEXTS: Record<Lang, SheetTexts> = { th, en, zh, ar, it, es, fr };

/** The spreadsheet's most rows: every member of a large community in dozens of tutorials. */
export const SHEET_MAX = 50_000;

const head = (value: string) => ({ value, fontWeight: 'bold' as const });
const cell = (value: string | number) => ({ value });

/**
 * Who watched or read what, as one sheet: a heading row, then one row per member and tutorial
 * with the figures the progress rows hold, times in the community's zone. A named tutorial must
 * be one this community sees (another community's reads as none, 404).
 */
export async function progressSheet(
  w: TutorialWork,
  q: z.output<typeof tutorialProgressExcelSchema>,
  lang: Lang,
) {
  if (q.itemID) await findRow(w, q.itemID);
  const rows = await progressSheetRows(w, { itemId: q.itemID, kind: q.kind }, SHEET_MAX);
  const x = SHEET_TEXTS[lang];
  const h = x.headings;
  return [
    {
      sheet: x.sheet,
      data: [
        [h.name, h.role, h.unit, h.title, h.kind, h.firstSeen, h.lastSeen, h.percent, h.finished].map(head),
        ...rows.map((r) => [
          cell(`${r.firstname} ${r.lastname}`.trim() || r.email),
          // A member who has left keeps their rows, without a role here.
          cell(r.role ? x.role[r.role as Role] : ''),
          cell(r.unitNos.join(', ')),
          cell(r.title),
          cell(x.kind[r.kind]),
          cell(localStamp(r.firstSeen, w.timeZone)),
          cell(localStamp(r.lastSeen, w.timeZone)),
          cell(r.percent),
          cell(localStamp(r.completedAt, w.timeZone)),
        ]),
      ],
    },
  ];
}
