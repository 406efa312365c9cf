/** The spreadsheet formats an import may take; each area lists the ones its API reads. */
export type SpreadsheetFormat = 'xlsx' | 'csv';

/** The file input's `accept` for the formats. */
export const acceptOf = (formats: readonly SpreadsheetFormat[]): string =>
  formats.map((f) => `.${f}`).join(',');

/** Why a chosen file is refused before any upload, or null when it may be checked. */
export function refusalOf(
  file: { name: string; size: number },
  formats: readonly SpreadsheetFormat[],
  maxBytes: number,
): 'format' | 'size' | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!formats.includes(ext as SpreadsheetFormat)) return 'format';
  if (file.size > maxBytes) return 'size';
  return null;
}
