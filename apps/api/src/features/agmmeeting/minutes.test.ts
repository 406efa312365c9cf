import { getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';

const NOTE =
  'ที่ประชุมพิจารณางบประมาณรายรับรายจ่ายประจำปีของนิติบุคคลอาคารชุดโดยละเอียด ผู้จัดการชี้แจงค่าใช้จ่ายส่วนกลาง ค่าไฟฟ้า ค่าน้ำประปา และค่าซ่อมบำรุงลิฟต์ เจ้าของร่วมสอบถามเรื่องการจัดเก็บค่าส่วนกลางค้างชำระ และเสนอให้ปรับปรุงระบบกล้องวงจรปิดบริเวณลานจอดรถ';

/** What the text layer answers for SARA AM's second glyph (and a lone SARA AA). */
const SECOND_GLYPH = String.fromCharCode(6);

/**
 * Page lines by baseline, SARA AM normalised: Sarabun draws ำ as two glyphs and the text layer
 * answers ำ plus a control character for the second, which also stands for a lone า.
 */
async function pdfLines(bytes: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const byY = new Map<number, string>();
    for (const item of (await (await doc.getPage(p)).getTextContent()).items as {
      str: string;
      transform: number[];
    }[]) {
      const y = Math.round(item.transform[5]!);
      byY.set(y, (byY.get(y) ?? '') + item.str.replaceAll('\u200B', '').replaceAll('\u0000', ''));
    }
    lines.push(
      ...[...byY.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, s]) =>
          s
            .replaceAll(`\u0E33${SECOND_GLYPH}`, '\u0E33')
            .replaceAll('\u0E33\u0E32', '\u0E33')
            .replaceAll(SECOND_GLYPH, '\u0E32')
            .normalize('NFC'),
        ),
    );
  }
  return lines.filter(Boolean);
}

describe('general meetings: the minutes', () => {
  apiTest(
    'a Thai PDF names every item in Thai and English and breaks lines between words only',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const s = await k.session(k.unitIds.slice(0, 3), [
        { title: 'งบประมาณประจำปี', titleEn: 'Annual budget' },
        { kind: 'INFORMATION', title: 'รายงานผลการดำเนินงาน', titleEn: 'Annual report', ruleCode: undefined },
      ]);
      await k.ok(k.post(k.staff, 'agenda/open', { itemID: s.itemIDs[0] }));
      await k.ok(
        k.post(k.staff, 'vote/record', { itemID: s.itemIDs[0], unitID: k.unitIds[0], choice: 'FOR' }),
      );
      await k.ok(k.post(k.staff, 'agenda/close', { itemID: s.itemIDs[0] }));
      await k.ok(k.post(k.staff, 'meeting/close', { meetingID: s.meetingID }));
      const draft = await k.ok(
        k.post(k.staff, 'minutes/draft', {
          meetingID: s.meetingID,
          opening: 'ประธานเปิดประชุม',
          items: [{ itemID: s.itemIDs[0], note: NOTE }],
          signatures: [{ name: 'สมชาย ใจดี', role: 'ประธาน' }],
        }),
      );
      expect((draft.items as unknown as { note: string }[])[0]!.note).toBe(NOTE);
      const pdf = await k.staff.call('GET', '/api/agm/minutes/pdf', {
        query: { communityID: community.id, meetingID: s.meetingID, lang: 'th' },
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      const lines = await pdfLines(pdf.rawPayload);
      const text = lines.join('\n');
      for (const title of ['งบประมาณประจำปี', 'Annual budget', 'รายงานผลการดำเนินงาน', 'Annual report'])
        expect(text).toContain(title);
      expect(text).toMatch(/25\d\d/); // a Buddhist-era year
      // The note's lines: each break falls where the Thai segmenter puts a word boundary.
      const noteText = `สาระสำคัญ: ${NOTE}`;
      const boundaries = new Set(
        [...new Intl.Segmenter('th', { granularity: 'word' }).segment(noteText)].map((x) => x.index),
      );
      const start = lines.findIndex((l) => l.startsWith('สาระสำคัญ'));
      let offset = 0;
      let breaks = 0;
      for (const line of lines.slice(start)) {
        if (!noteText.startsWith(line, offset) && !noteText.startsWith(line.trimStart(), offset + 1)) break;
        offset += noteText.startsWith(line, offset) ? line.length : line.trimStart().length + 1;
        if (offset < noteText.length) {
          expect(boundaries.has(offset) || noteText[offset] === ' ', `break at ${offset}: ${line}`).toBe(
            true,
          );
          breaks++;
        }
      }
      expect(breaks).toBeGreaterThan(1);
      const en = await k.staff.call('GET', '/api/agm/minutes/pdf', {
        query: { communityID: community.id, meetingID: s.meetingID, lang: 'en' },
      });
      expect((await pdfLines(en.rawPayload)).join('\n')).toContain('Annual budget');
    },
  );

  apiTest('publishing locks the minutes and needs AGM_MEETING:approve', async ({ api, community }) => {
    const k = await agmKit(api, community);
    const s = await k.session(k.unitIds.slice(0, 2));
    expectRefusal(
      await k.post(k.staff, 'minutes/publish', { meetingID: s.meetingID }),
      409,
      'AGM_MEETING_STATE',
    );
    await k.ok(k.post(k.staff, 'meeting/close', { meetingID: s.meetingID }));
    const committee = await community.member('COMMITTEE');
    await k.ok(k.post(committee, 'minutes/draft', { meetingID: s.meetingID, opening: 'เปิดประชุม' }));
    expectRefusal(await k.post(committee, 'minutes/publish', { meetingID: s.meetingID }), 403);
    const published = await k.ok(k.post(k.staff, 'minutes/publish', { meetingID: s.meetingID }));
    expect(published.state).toBe('MINUTES_PUBLISHED');
    expectRefusal(
      await k.post(k.staff, 'minutes/draft', { meetingID: s.meetingID, opening: 'x' }),
      409,
      'AGM_MINUTES_LOCKED',
    );
    expectRefusal(
      await k.post(k.staff, 'minutes/draft', { meetingID: s.meetingID, opening: 'x'.repeat(9000) }),
      400,
    );
  });
});
