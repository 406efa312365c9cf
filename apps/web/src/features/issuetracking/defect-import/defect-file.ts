import { ISSUE_IMPORT_MAX_ROWS } from '@cc/contracts/issuetracking';

const QUOTE = 34;
const LF = 10;
const CR = 13;
const COMMA = 44;
const SPACE = 32;
const TAB = 9;

/**
 * The records of a CSV text that hold anything: a quoted cell may span line breaks, and a line
 * of nothing but commas or spaces (what spreadsheets leave below the data) is no record.
 */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // An escaped quote ("") toggles twice, so it leaves the state as it was.
      quoted = !quoted;
      filled = true;
    } else if ((c === LF || c === CR) && !quoted) {
      if (filled) records++;
      filled = false;
    } else if (c !== COMMA && c !== SPACE && c !== TAB) filled = true;
  }
  return filled ? records + 1 : records;
}

/**
 * The defect rows below the heading row of a CSV file, when there are more than one import may
 * hold (the API refuses those too; counting here spares the upload). An .xlsx file is a zip the
 * console does not open: its rows are counted by the API alone. Null when the file may go.
 */
export async function tooManyRows(file: File): Promise<number | null> {
  if (!file.name.toLowerCase().endsWith('.csv')) return null;
  const rows = Math.max(0, csvRecordCount(await file.text()) - 1);
  return rows > ISSUE_IMPORT_MAX_ROWS ? rows : null;
}
