import { directoryOps } from '@cc/contracts/directory';
import type { Lang } from '@cc/contracts/i18n';
import { type ImportReport, UNIT_IMPORT_COLUMNS, UNIT_IMPORT_MAX_ROWS } from '@cc/contracts/unit-import';
import type { z } from 'zod';
import type { CellValue } from '../../platform/files/spreadsheet';
import { describeIssues } from '../../platform/i18n/validation-message';
import { inLanguage } from './refusals';

type Field = (typeof UNIT_IMPORT_COLUMNS)[number]['field'];
type Issue = ImportReport['errors'][number];

export interface ImportBuilding {
  id: string;
  name: string;
  floors: number;
}

export interface ImportUnit {
  unitNo: string;
  buildingId: string | null;
  floor: number | null;
  areaSqm: number | null;
  ownershipRatio: number | null;
  unitType: string | null;
}

/** A report with this many problems already says the file needs another look. */
const MAX_REPORTED = 1000;
const shape = directoryOps.unitCreate.body.shape;

const isBlank = (v: CellValue | undefined) => v === null || v === undefined || String(v).trim() === '';
const label = (f: (typeof UNIT_IMPORT_COLUMNS)[number]) => `${f.th} / ${f.en}`;

/** Headers may be Thai, English or both, in any order and any case. */
function columnsOf(header: CellValue[]): Map<Field, number> {
  const found = new Map<Field, number>();
  header.forEach((cell, i) => {
    const h = String(cell ?? '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
    if (!h) return;
    const col = UNIT_IMPORT_COLUMNS.find(
      (c) => h.includes(c.th.toLowerCase()) || h.includes(c.en.toLowerCase()) || h === c.field.toLowerCase(),
    );
    if (col && !found.has(col.field)) found.set(col.field, i);
  });
  return found;
}

/** Excel hands numbers over as numbers, or as text typed with thousands separators. */
const toNumber = (v: CellValue) => (typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim()));

/** A problem of the report, worded in the reader's language. */
const problem = (row: number, field: Issue['field'], message: string): Issue => ({ row, field, message });

function parseField<T>(
  schema: z.ZodType<T>,
  value: unknown,
  field: Field,
  row: number,
  issues: Issue[],
  lang: Lang,
) {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return parsed.data;
  // The issue names the column as the template heads it, for languages other than the schema's English.
  const heading = UNIT_IMPORT_COLUMNS.find((c) => c.field === field)!;
  const column = lang === 'th' ? heading.th : heading.en;
  const first = parsed.error.issues.slice(0, 1).map((i) => ({ ...i, path: [column] }));
  issues.push({ row, field, message: describeIssues(first, lang) });
  return undefined;
}

/**
 * Checks every row of the sheet against the unit rules, the community's buildings and its
 * existing unit numbers, and against the other rows. Returns the report and, when it has no
 * errors, the units to save. Row numbers are the spreadsheet's own (1 is the first row).
 */
export function checkUnitSheet(
  sheet: CellValue[][],
  buildings: readonly ImportBuilding[],
  existingUnitNos: ReadonlySet<string>,
  lang: Lang,
): { report: ImportReport; units: ImportUnit[] } {
  const issues: Issue[] = [];
  const say = problem;
  const headerIndex = sheet.findIndex((r) => r.some((c) => !isBlank(c)));
  if (headerIndex < 0) {
    const empty = say(1, 'file', inLanguage(lang, 'UNIT_IMPORT_SHEET_EMPTY'));
    return { report: { rows: 0, valid: 0, errors: [empty] }, units: [] };
  }
  const cols = columnsOf(sheet[headerIndex]!);
  const unitCol = label(UNIT_IMPORT_COLUMNS[0]);
  if (!cols.has('unitNo')) {
    const noColumn = say(
      headerIndex + 1,
      'unitNo',
      inLanguage(lang, 'UNIT_IMPORT_NO_UNIT_COLUMN', { column: unitCol }),
    );
    return { report: { rows: 0, valid: 0, errors: [noColumn] }, units: [] };
  }
  const byName = new Map(buildings.map((b) => [b.name.trim().toLowerCase(), b]));
  const seen = new Map<string, number>();
  const units: ImportUnit[] = [];
  let rows = 0;

  for (let i = headerIndex + 1; i < sheet.length; i++) {
    const cells = sheet[i]!;
    if (cells.every(isBlank)) continue;
    rows++;
    if (rows > UNIT_IMPORT_MAX_ROWS) continue;
    const row = i + 1;
    const before = issues.length;
    const cell = (f: Field) => {
      const c = cols.get(f);
      return c === undefined ? null : (cells[c] ?? null);
    };
    const numberCell = (f: Field, schema: z.ZodType<number | null | undefined>) =>
      isBlank(cell(f)) ? null : (parseField(schema, toNumber(cell(f)!), f, row, issues, lang) ?? null);

    const unitNo = parseField(shape.unitNo, String(cell('unitNo') ?? ''), 'unitNo', row, issues, lang);
    const buildingName = isBlank(cell('building')) ? null : String(cell('building')).trim();
    const building = buildingName ? byName.get(buildingName.toLowerCase()) : undefined;
    if (buildingName && !building) {
      issues.push(
        say(row, 'building', inLanguage(lang, 'UNIT_IMPORT_NO_BUILDING', { building: buildingName })),
      );
    }
    const floor = numberCell('floor', shape.floor);
    if (building && floor !== null && floor > building.floors) {
      issues.push(
        say(
          row,
          'floor',
          inLanguage(lang, 'UNIT_IMPORT_FLOOR_ABOVE', {
            floor,
            building: building.name,
            floors: building.floors,
          }),
        ),
      );
    }
    const areaSqm = numberCell('areaSqm', shape.areaSqm);
    const ownershipRatio = numberCell('ownershipRatio', shape.ownershipRatio);
    const unitType = isBlank(cell('unitType'))
      ? null
      : (parseField(shape.unitType, String(cell('unitType')), 'unitType', row, issues, lang) ?? null);

    if (unitNo) {
      const first = seen.get(unitNo);
      if (first !== undefined) {
        issues.push(
          say(row, 'unitNo', inLanguage(lang, 'UNIT_IMPORT_DUPLICATE_IN_FILE', { unitNo, row: first })),
        );
      } else seen.set(unitNo, row);
      if (existingUnitNos.has(unitNo))
        issues.push(say(row, 'unitNo', inLanguage(lang, 'UNIT_IMPORT_UNIT_EXISTS', { unitNo })));
    }
    if (issues.length === before) {
      units.push({
        unitNo: unitNo!,
        buildingId: building?.id ?? null,
        floor,
        areaSqm,
        ownershipRatio,
        unitType,
      });
    }
  }
  if (rows > UNIT_IMPORT_MAX_ROWS) {
    issues.unshift(
      say(
        headerIndex + 1,
        'file',
        inLanguage(lang, 'UNIT_IMPORT_TOO_MANY_ROWS', { rows, max: UNIT_IMPORT_MAX_ROWS }),
      ),
    );
  }
  if (rows === 0) {
    issues.push(say(headerIndex + 2, 'file', inLanguage(lang, 'UNIT_IMPORT_NO_ROWS')));
  }
  const errors = issues.slice(0, MAX_REPORTED);
  if (issues.length > MAX_REPORTED) {
    const more = issues.length - MAX_REPORTED;
    errors.push(say(0, 'file', inLanguage(lang, 'UNIT_IMPORT_MORE_PROBLEMS', { count: more })));
  }
  return { report: { rows, valid: units.length, errors }, units: issues.length ? [] : units };
}
