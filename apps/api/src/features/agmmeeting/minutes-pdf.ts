import type { AgmMinutesLanguage } from '@cc/contracts/agmmeeting';
import type { PdfContent, PdfNode } from 'pdfmake';
import { pdfText } from '../../platform/pdf/pdf-setup';
import type { ItemRow } from './agenda-queries';
import { DOC_WORDS, documentDate, percentOf } from './document-words';
import type { MeetingRow } from './meeting-queries';
import { millionthsText } from './sheet-texts';
import type { agmAttendance, agmRoll, MinutesText } from './tables';
import type { TallyContext } from './tally';
import { itemTally } from './tally';

export interface MinutesSource {
  community: { name: string; address: string };
  meeting: MeetingRow;
  minutes: MinutesText;
  items: ItemRow[];
  ctx: TallyContext;
  roll: (typeof agmRoll.$inferSelect)[];
  attendance: Map<string, typeof agmAttendance.$inferSelect>;
  timeZone: string;
}

/**
 * The minutes as a pdfmake definition: heading, attendance and quorum, each item with the
 * secretary's notes, its figures (weight, % of its base, units) and its rule's resolution
 * sentence, the signatures, and the roll with attendance as an annex. Every Thai run goes
 * through pdfText so lines break between words only.
 */
export function minutesDocument(src: MinutesSource, lang: AgmMinutesLanguage): PdfNode {
  const t = DOC_WORDS[lang];
  const m = src.meeting;
  const q = src.ctx.quorum;
  const para = (text: string, more: Record<string, unknown> = {}): PdfContent => ({
    text: [pdfText(text)],
    ...more,
  });
  const content: PdfContent[] = [
    para(src.community.name, { bold: true, fontSize: 14, alignment: 'center' }),
    para(`${t.minutes} ${m.title}`, { bold: true, fontSize: 16, alignment: 'center', margin: [0, 4, 0, 8] }),
    para(`${t.date}: ${documentDate(m.openedAt ?? m.startsAt, src.timeZone, lang)}`),
    para(`${t.place}: ${m.place}`),
    para(t.attendance, { bold: true, margin: [0, 10, 0, 2] }),
    para(
      `${t.present} ${q.presentUnits} ${t.units}, ${millionthsText(q.presentWeight)} (${percentOf(BigInt(q.presentWeight), BigInt(q.totalWeight))}% ${t.ofAll}) — ${q.reached ? t.quorumReached : t.quorumMissed}`,
    ),
  ];
  if (src.minutes.opening)
    content.push(para(t.opening, { bold: true, margin: [0, 8, 0, 2] }), para(src.minutes.opening));
  for (const item of src.items) {
    const title = lang === 'en' && item.titleEn ? item.titleEn : item.title;
    content.push(para(`${t.item} ${item.seq} ${title}`, { bold: true, margin: [0, 10, 0, 2] }));
    if (lang === 'th' && item.titleEn) content.push(para(item.titleEn, { italics: true }));
    if (lang === 'en' && item.titleEn && item.title !== item.titleEn) content.push(para(item.title));
    if (item.minutesNote) content.push(para(`${t.note}: ${item.minutesNote}`));
    if (item.kind === 'INFORMATION') {
      content.push(para(t.information));
      continue;
    }
    const tally = itemTally(item, src.ctx);
    const base = BigInt(tally.base.weight);
    if (item.kind === 'RESOLUTION') {
      for (const c of ['FOR', 'AGAINST', 'ABSTAIN'] as const) {
        const f = c === 'FOR' ? tally.for : c === 'AGAINST' ? tally.against : tally.abstain;
        content.push(
          para(
            `${t[c]}: ${millionthsText(f.weight)} (${percentOf(BigInt(f.weight), base)}%), ${f.units} ${t.units}`,
          ),
        );
      }
      const rule = item.ruleCode ? src.ctx.rules.get(item.ruleCode) : undefined;
      if (rule) content.push(para(`${t.rule}: ${rule.legalReference}`, { fontSize: 9 }));
      content.push(
        para(`${t.result}: ${tally.passed ? t.passed : t.failed}`, { bold: true }),
        ...(tally.passed && rule
          ? [para(lang === 'th' ? rule.resolutionTextTh : rule.resolutionTextEn)]
          : []),
      );
    } else {
      for (const c of tally.candidates) {
        content.push(
          para(
            `${c.name}: ${millionthsText(c.weight)}, ${c.units} ${t.units}${c.elected ? ` — ${t.elected}` : ''}`,
          ),
        );
      }
    }
  }
  if (src.minutes.closing)
    content.push(para(t.closing, { bold: true, margin: [0, 8, 0, 2] }), para(src.minutes.closing));
  if (src.minutes.signatures.length) {
    content.push({
      margin: [0, 24, 0, 0],
      columns: src.minutes.signatures.map((s) => ({
        stack: [
          para(`${t.signatures} ....................................`),
          para(`(${s.name})`),
          para(s.role),
        ],
        alignment: 'center',
      })),
    });
  }
  content.push(para(t.annex, { bold: true, pageBreak: 'before', margin: [0, 0, 0, 6] }), {
    table: {
      headerRows: 1,
      widths: [60, '*', 70, 80],
      body: [
        [t.unit, t.owners, t.weight, t.mode].map((h) => ({ text: h, bold: true })),
        ...src.roll.map((r) => {
          const a = src.attendance.get(r.unitId);
          const mode = a ? t[a.mode] : t.absent;
          return [
            r.unitNo,
            { text: [pdfText(r.owners.map((o) => o.name).join(', '))] },
            millionthsText(r.weight),
            mode,
          ];
        }),
      ],
    },
    fontSize: 9,
  });
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    content,
    info: { title: `${t.minutes} ${m.title}` },
  };
}
