import { ISSUE_IMPORT_MAX_ROWS } from '@cc/contracts/issuetracking';
import { describe, expect, it } from 'vitest';
import { csvRecordCount, tooManyRows } from './defect-file';

describe('csvRecordCount', () => {
  it('counts lines with content, whatever the line ending', () => {
    expect(csvRecordCount('Title,Priority\nลิฟต์ค้าง,HIGH\r\nไฟดับ,LOW')).toBe(3);
    expect(csvRecordCount('Title\r\nA\r\n')).toBe(2);
    expect(csvRecordCount('')).toBe(0);
  });

  it('keeps a quoted cell with line breaks and escaped quotes in one record', () => {
    expect(csvRecordCount('Title,Details\n"ประตู ""หนีไฟ""","ชั้น 3\nฝั่งทิศเหนือ"\nB,x\n')).toBe(3);
  });

  it('skips the blank and comma-only lines spreadsheets leave below the data', () => {
    expect(csvRecordCount('Title,Details\nA,b\n\n,,\n , \n')).toBe(2);
  });
});

describe('tooManyRows', () => {
  const csv = (rows: number) => ['Title', ...Array.from({ length: rows }, (_, i) => `งาน ${i}`)].join('\n');

  it('refuses a CSV with more rows than an import holds, before any upload', async () => {
    expect(await tooManyRows(new File([csv(ISSUE_IMPORT_MAX_ROWS)], 'defects.csv'))).toBeNull();
    expect(await tooManyRows(new File([csv(ISSUE_IMPORT_MAX_ROWS + 1)], 'DEFECTS.CSV'))).toBe(
      ISSUE_IMPORT_MAX_ROWS + 1,
    );
  });

  it('leaves an .xlsx file to the API', async () => {
    expect(await tooManyRows(new File([csv(ISSUE_IMPORT_MAX_ROWS + 1)], 'defects.xlsx'))).toBeNull();
  });
});
