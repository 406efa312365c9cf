/**
 * What every spreadsheet import's check answers, whatever the area: how many rows the file has,
 * how many are good, and each problem by row (as the spreadsheet numbers it) and column. An
 * area's own report shape is mapped onto this once, in its api folder.
 */
export interface RowProblem {
  row: number;
  column: string | null;
  message: string;
}

export interface RowReport {
  total: number;
  valid: number;
  problems: RowProblem[];
}

/** All or nothing: a file saves only when it has rows and none of them has a problem. */
export const canSave = (report: RowReport): boolean => report.total > 0 && report.problems.length === 0;

/** Rows written so far by a save that reports progress. */
export interface ImportProgress {
  done: number;
  total: number;
}
