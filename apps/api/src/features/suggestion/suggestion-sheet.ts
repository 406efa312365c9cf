import type { Suggestion, SuggestionState } from '@cc/contracts/suggestion-records';
import type { Row } from 'write-excel-file/node';
import { headerCell } from '../../platform/files/spreadsheet';
import { localDate } from '../../platform/time/zone-clock';

/** State names as the Thai office reads them in a sheet. */
export const STATE_TH: Record<SuggestionState, string> = {
  NEW: 'ใหม่',
  ACKNOWLEDGED: 'รับทราบแล้ว',
  IN_PROGRESS: 'กำลังดำเนินการ',
  DONE: 'เสร็จแล้ว',
  REJECTED: 'ไม่รับ',
  WITHDRAWN: 'ผู้เขียนถอนแล้ว',
  DELETED: 'ลบแล้ว',
};

/**
 * Suggestions as one sheet, dates on the community's calendar. The rows are the answers
 * toSuggestion made, so an anonymous one has no author or unit here either.
 */
export function suggestionSheet(items: Suggestion[], timeZone: string): { sheet: string; data: Row[] }[] {
  return [
    {
      sheet: 'ข้อเสนอแนะ',
      data: [
        [
          headerCell('วันที่', 'Date'),
          headerCell('หมวด', 'Category'),
          headerCell('หัวข้อ', 'Title'),
          headerCell('รายละเอียด', 'Text'),
          headerCell('ผู้เขียน', 'Author'),
          headerCell('ห้อง', 'Unit'),
          headerCell('สถานะ', 'State'),
          headerCell('คำตอบ', 'Reply'),
          headerCell('หมายเหตุ', 'Note'),
        ],
        ...items.map((x) => [
          { value: localDate(new Date(x.createdAt), timeZone) },
          { value: x.category },
          { value: x.title },
          { value: x.text },
          { value: x.author ? x.author.name : 'ไม่ระบุตัวตน' },
          { value: x.author?.unitNo ?? '' },
          { value: STATE_TH[x.state] },
          { value: x.reply ?? '' },
          { value: x.note ?? '' },
        ]),
      ],
    },
  ];
}
