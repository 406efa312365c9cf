import type { AgmMinutesLanguage } from '@cc/contracts/agmmeeting';
import type { PdfContent, PdfNode } from 'pdfmake';
import { pdfText } from '../../platform/pdf/pdf-setup';
import type { ItemRow } from './agenda-queries';
import { DOC_WORDS, documentDate } from './document-words';
import type { MeetingRow } from './meeting-queries';
import type { agmRoll } from './tables';

export interface NoticeSource {
  community: { name: string; address: string };
  meeting: MeetingRow;
  items: ItemRow[];
  legalReference: Map<string, string>;
  /** One page set per unit (letter, agenda, proxy form); none: one general set. */
  units: (typeof agmRoll.$inferSelect)[];
  timeZone: string;
}

/**
 * The notice: the letter with the agenda, then the proxy form with a row of instruction boxes per
 * item (FOR, AGAINST, ABSTAIN; an election's candidates). Per unit for the mail room: each unit's
 * set starts on a new page with its number and owners filled in.
 */
export function noticeDocument(src: NoticeSource, lang: AgmMinutesLanguage): PdfNode {
  const t = DOC_WORDS[lang];
  const m = src.meeting;
  const para = (text: string, more: Record<string, unknown> = {}): PdfContent => ({
    text: [pdfText(text)],
    ...more,
  });
  const box = '☐';
  const set = (unit: typeof agmRoll.$inferSelect | null, first: boolean): PdfContent[] => [
    para(src.community.name, {
      bold: true,
      fontSize: 14,
      alignment: 'center',
      ...(first ? {} : { pageBreak: 'before' }),
    }),
    para(`${t.notice}: ${m.title}`, { bold: true, fontSize: 16, alignment: 'center', margin: [0, 4, 0, 8] }),
    para(unit ? `${t.dear} ${t.unit} ${unit.unitNo} (${unit.owners.map((o) => o.name).join(', ')})` : t.dear),
    para(t.invite, { margin: [0, 4, 0, 4] }),
    para(`${t.date}: ${documentDate(m.startsAt, src.timeZone, lang)}`),
    para(`${t.place}: ${m.place}`),
    ...(m.onlineUrl ? [para(`${t.online}: ${m.onlineUrl}`)] : []),
    para(t.agenda, { bold: true, margin: [0, 10, 0, 2] }),
    ...src.items.map((i) => {
      const title = lang === 'en' && i.titleEn ? i.titleEn : i.title;
      const ref = i.ruleCode ? src.legalReference.get(i.ruleCode) : undefined;
      return para(`${t.item} ${i.seq} ${title}${ref ? ` (${t.rule}: ${ref})` : ''}`);
    }),
    para(t.proxyForm, {
      bold: true,
      fontSize: 14,
      alignment: 'center',
      pageBreak: 'before',
      margin: [0, 0, 0, 8],
    }),
    para(unit ? `${t.unit} ${unit.unitNo}` : `${t.unit} ................`),
    para(t.appoint, { margin: [0, 4, 0, 8] }),
    {
      table: {
        headerRows: 1,
        widths: ['*', 60, 60, 60],
        body: [
          [t.item, t.FOR, t.AGAINST, t.ABSTAIN].map((h) => ({ text: h, bold: true })),
          ...src.items
            .filter((i) => i.kind !== 'INFORMATION')
            .map((i) => {
              const title = `${i.seq}. ${lang === 'en' && i.titleEn ? i.titleEn : i.title}`;
              if (i.kind === 'ELECTION') {
                return [
                  {
                    text: [pdfText(`${title}: ${i.candidates.map((c) => `${box} ${c.name}`).join('  ')}`)],
                    colSpan: 4,
                  },
                  '',
                  '',
                  '',
                ];
              }
              return [{ text: [pdfText(title)] }, box, box, box];
            }),
        ],
      },
    },
    {
      margin: [0, 30, 0, 0],
      columns: [t.owner, t.holder].map((who) => ({
        stack: [para(`${t.signatures} ....................................`), para(who)],
        alignment: 'center',
      })),
    },
  ];
  const content = src.units.length ? src.units.flatMap((u, i) => set(u, i === 0)) : set(null, true);
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    content,
    info: { title: `${t.notice} ${m.title}` },
  };
}
