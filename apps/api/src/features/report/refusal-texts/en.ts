/** English, the source of the report feature's refusal codes; every other language has exactly these. */
export const en = {
  REPORT_RANGE_REVERSED: 'The start date must be on or before the end date',
  REPORT_RANGE_TOO_LONG: 'A report covers at most 366 days; choose a shorter range',
  REPORT_MONTH_AHEAD: 'That month has not started yet',
} as const;
