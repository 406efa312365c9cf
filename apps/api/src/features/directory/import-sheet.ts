import { directoryOps } from '@cc/contracts/directory';
import { type ImportReport, UNIT_IMPORT_COLUMNS, UNIT_IMPORT_MAX_ROWS } from '@cc/contracts/unit-import';
import type { z } from 'zod';
import type { CellValue } from '../../platform/files/spreadsheet';

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

function parseField<T>(schema: z.ZodType<T>, value: unknown, field: Field, row: number, issues: Issue[]) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  issues.push({ row, field, message: parsed.error.issues[0]?.message ?? `${field} is not valid` });
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
): { report: ImportReport; units: ImportUnit[] } {
  const issues: Issue[] = [];
  const headerIndex = sheet.findIndex((r) => r.some((c) => !isBlank(c)));
  if (headerIndex < 0) {
    return {
      report: { rows: 0, valid: 0, errors: [{ row: 1, field: 'file', message: 'The sheet is empty' }] },
      units: [],
    };
  }
  const cols = columnsOf(sheet[headerIndex]!);
  const unitCol = UNIT_IMPORT_COLUMNS[0];
  if (!cols.has('unitNo')) {
    const message = `The header row has no "${label(unitCol)}" column; start from the template`;
    return {
      report: { rows: 0, valid: 0, errors: [{ row: headerIndex + 1, field: 'unitNo', message }] },
      units: [],
    };
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
      isBlank(cell(f)) ? null : (parseField(schema, toNumber(cell(f)!), f, row, issues) ?? null);

    const unitNo = parseField(shape.unitNo, String(cell('unitNo') ?? ''), 'unitNo', row, issues);
    const buildingName = isBlank(cell('building')) ? null : String(cell('building')).trim();
    const building = buildingName ? byName.get(buildingName.toLowerCase()) : undefined;
    if (buildingName && !building) {
      issues.push({
        row,
        field: 'building',
        message: `There is no building "${buildingName}"; add it first`,
      });
    }
    const floor = numberCell('floor', shape.floor);
    if (building && floor !== null && floor > building.floors) {
      issues.push({
        row,
        field: 'floor',
        message: `floor ${floor} is above ${building.name}'s ${building.floors} floors`,
      });
    }
    const areaSqm = numberCell('areaSqm', shape.areaSqm);
    const ownershipRatio = numberCell('ownershipRatio', shape.ownershipRatio);
    const unitType = isBlank(cell('unitType'))
      ? null
      : (parseField(shape.unitType, String(cell('unitType')), 'unitType', row, issues) ?? null);

    if (unitNo) {
      const first = seen.get(unitNo);
      if (first !== undefined)
        issues.push({ row, field: 'unitNo', message: `${unitNo} is also on row ${first}` });
      else seen.set(unitNo, row);
      if (existingUnitNos.has(unitNo))
        issues.push({ row, field: 'unitNo', message: `Unit ${unitNo} already exists` });
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
    issues.unshift({
      row: headerIndex + 1,
      field: 'file',
      message: `The file has ${rows} units; import at most ${UNIT_IMPORT_MAX_ROWS} at a time`,
    });
  }
  if (rows === 0)
    issues.push({ row: headerIndex + 2, field: 'file', message: 'The sheet has no units below the header' });
  const errors = issues.slice(0, MAX_REPORTED);
  if (issues.length > MAX_REPORTED) {
    errors.push({ row: 0, field: 'file', message: `…and ${issues.length - MAX_REPORTED} more problems` });
  }
  return { report: { rows, valid: units.length, errors }, units: issues.length ? [] : units };
}
