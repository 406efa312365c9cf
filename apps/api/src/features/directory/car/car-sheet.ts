import {
  CAR_SHEET_MAX_ROWS,
  CAR_TEXT_MAX,
  type CarPolicy,
  carSheetColumns,
  digitTailOf,
  PLATE_MAX,
  plateKeyOf,
  VEHICLE_TYPES,
  type VehicleType,
} from '@cc/contracts/car-directory';
import { findProvince } from '@cc/contracts/car-directory-provinces';
import type { Lang } from '@cc/contracts/i18n';
import type { Cell } from '../../../platform/files/sheet-rows';
import { badRequest, inLanguage } from './refusals';

export interface SheetCar {
  row: number;
  unitId: string;
  plateNo: string;
  provinceCode: string;
  vehicleType: VehicleType;
  brand: string | null;
  model: string | null;
  colour: string | null;
}
interface Problem {
  row: number;
  field: string;
  problem: string;
}

const text = (c: Cell | undefined) => (c instanceof Date ? c.toISOString() : String(c ?? '')).trim();
const header = (c: Cell | undefined) => text(c).toLowerCase();

/** Which column holds each field: a header in Thai, English, or "Thai / English" as the template writes. */
function columnsOf(head: Cell[]) {
  const names = head.map(header);
  const at: Partial<Record<(typeof carSheetColumns)[number]['field'], number>> = {};
  for (const col of carSheetColumns) {
    const i = names.findIndex((n) =>
      [col.th, col.en, `${col.th} / ${col.en}`].some((h) => n === h.toLowerCase()),
    );
    if (i >= 0) at[col.field] = i;
    else if (col.required) throw badRequest('CAR_SHEET_NO_COLUMN', { column: col.th });
  }
  return at;
}

/**
 * Checks a car sheet against the community: units exist, plates end in digits, provinces are
 * provinces, no plate twice (in the file or among active cars), no unit over its limits.
 * Answers every row ready to save, or refuses with the first problems and how many there are.
 */
export function checkCarSheet(
  rows: Cell[][],
  ctx: {
    units: Map<string, string>;
    taken: Set<string>;
    active: Map<string, number>;
    policy: CarPolicy;
    lang: Lang;
  },
): SheetCar[] {
  const [head, ...body] = rows;
  if (!head) throw badRequest('CAR_SHEET_EMPTY');
  const at = columnsOf(head);
  const data = body
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter((r) => r.cells.some((c) => text(c) !== ''));
  if (data.length === 0) throw badRequest('CAR_SHEET_EMPTY');
  if (data.length > CAR_SHEET_MAX_ROWS)
    throw badRequest('CAR_SHEET_TOO_MANY', { rows: data.length, max: CAR_SHEET_MAX_ROWS });
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  const count = new Map(ctx.active);
  const say = (row: number, field: string, problem: string) => problems.push({ row, field, problem });
  const cars: SheetCar[] = [];
  for (const { cells, row } of data) {
    const get = (f: keyof typeof at) => (at[f] === undefined ? '' : text(cells[at[f]!]));
    const unitId = ctx.units.get(get('unitNo').toUpperCase());
    const plateNo = get('plateNo');
    const province = findProvince(get('province'));
    const typeText = get('vehicleType').toUpperCase() || 'CAR';
    const type = VEHICLE_TYPES.find((t) => t === typeText);
    if (!unitId) say(row, 'unitNo', inLanguage(ctx.lang, 'CAR_SHEET_NO_UNIT'));
    if (plateNo.length < 2 || plateNo.length > PLATE_MAX || !digitTailOf(plateNo))
      say(row, 'plateNo', inLanguage(ctx.lang, 'CAR_SHEET_BAD_PLATE'));
    if (!province) say(row, 'province', inLanguage(ctx.lang, 'CAR_SHEET_BAD_PROVINCE'));
    if (!type) say(row, 'vehicleType', inLanguage(ctx.lang, 'CAR_SHEET_BAD_TYPE'));
    for (const f of ['brand', 'model', 'colour'] as const)
      if (get(f).length > CAR_TEXT_MAX)
        say(row, f, inLanguage(ctx.lang, 'CAR_SHEET_TOO_LONG', { max: CAR_TEXT_MAX }));
    if (!unitId || !province || !type || !digitTailOf(plateNo)) continue;
    const key = `${plateKeyOf(plateNo)}|${province.th}`;
    const earlier = seen.get(key);
    if (earlier) say(row, 'plateNo', inLanguage(ctx.lang, 'CAR_SHEET_DUPLICATE', { row: earlier }));
    else if (ctx.taken.has(key)) say(row, 'plateNo', inLanguage(ctx.lang, 'CAR_SHEET_TAKEN'));
    seen.set(key, earlier ?? row);
    const held = (count.get(`${unitId}|${type}`) ?? 0) + 1;
    count.set(`${unitId}|${type}`, held);
    if (held > ctx.policy.limits[type]) say(row, 'unitNo', inLanguage(ctx.lang, 'CAR_SHEET_OVER_LIMIT'));
    cars.push({
      row,
      unitId,
      plateNo,
      provinceCode: province.code,
      vehicleType: type,
      brand: get('brand') || null,
      model: get('model') || null,
      colour: get('colour') || null,
    });
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw badRequest('CAR_SHEET_PROBLEMS', { count: problems.length, ...first });
  }
  return cars;
}
