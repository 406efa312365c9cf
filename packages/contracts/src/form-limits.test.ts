import { describe, expect, it } from 'vitest';
import { CODE_EXPIRY_DAYS_MAX, CODES_PER_UNIT_MAX, invitationOps, STAFF_CODES_MAX } from './invitation';
import { SEARCH_MAX, searchSchema } from './paging';
import { PARCEL_REASON_MAX, PARCEL_REASON_MIN, reasonSchema } from './parcel';
import {
  OVERDUE_DAYS,
  OVERTIME_MAX_DAYS,
  overtimeSettingsSchema,
  preferenceUpdateSchema,
} from './parcel-inputs';
import {
  PHONEBOOK_CATEGORY_NAME_MAX,
  PHONEBOOK_ENTRY_NAME_MAX,
  PHONEBOOK_NOTE_MAX,
  PHONEBOOK_NUMBER_PATTERN,
  PHONEBOOK_NUMBERS_MAX,
  phonebookOps,
} from './phonebook';
import { TAX_ID_DIGITS, TAX_ID_PATTERN } from './setting';

/**
 * The console's forms read these constants instead of re-typing numbers; these tests hold that
 * each schema stops exactly at its constant, so a form built on the constant agrees with the API.
 */
const text = (length: number) => 'a'.repeat(length);
const takes = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;
const communityID = 'c1';
const uuid = '00000000-0000-4000-8000-000000000001';

describe('form limits exported by the contracts', () => {
  it('a parcel reason takes PARCEL_REASON_MIN to PARCEL_REASON_MAX characters', () => {
    expect(takes(reasonSchema, text(PARCEL_REASON_MIN))).toBe(true);
    expect(takes(reasonSchema, text(PARCEL_REASON_MIN - 1))).toBe(false);
    expect(takes(reasonSchema, text(PARCEL_REASON_MAX))).toBe(true);
    expect(takes(reasonSchema, text(PARCEL_REASON_MAX + 1))).toBe(false);
  });

  it('the parcel desk day settings take exactly their ranges', () => {
    const overdue = (overdueDays: number) => takes(preferenceUpdateSchema, { communityID, overdueDays });
    expect(
      [OVERDUE_DAYS.min - 1, OVERDUE_DAYS.min, OVERDUE_DAYS.max, OVERDUE_DAYS.max + 1].map(overdue),
    ).toEqual([false, true, true, false]);
    const overtime = (overtimeMaxDays: number) =>
      takes(overtimeSettingsSchema, { communityID, overtimeAllowed: true, overtimeMaxDays });
    const { min, max } = OVERTIME_MAX_DAYS;
    expect([min - 1, min, max, max + 1].map(overtime)).toEqual([false, true, true, false]);
  });

  it('a phonebook entry and category stop at their limits', () => {
    const entry = (over: object) =>
      takes(phonebookOps.entryCreate.body, {
        communityID,
        categoryID: uuid,
        name: 'Guard',
        numbers: ['191'],
        ...over,
      });
    expect(entry({ name: text(PHONEBOOK_ENTRY_NAME_MAX) })).toBe(true);
    expect(entry({ name: text(PHONEBOOK_ENTRY_NAME_MAX + 1) })).toBe(false);
    expect(entry({ note: text(PHONEBOOK_NOTE_MAX) })).toBe(true);
    expect(entry({ note: text(PHONEBOOK_NOTE_MAX + 1) })).toBe(false);
    expect(entry({ numbers: Array(PHONEBOOK_NUMBERS_MAX).fill('191') })).toBe(true);
    expect(entry({ numbers: Array(PHONEBOOK_NUMBERS_MAX + 1).fill('191') })).toBe(false);
    expect(entry({ numbers: ['02-123 4567'] })).toBe(PHONEBOOK_NUMBER_PATTERN.test('02-123 4567'));
    expect(entry({ numbers: ['12'] })).toBe(PHONEBOOK_NUMBER_PATTERN.test('12'));
    const category = (name: string) =>
      takes(phonebookOps.categoryCreate.body, { communityID, name, kind: 'OTHER' });
    expect(category(text(PHONEBOOK_CATEGORY_NAME_MAX))).toBe(true);
    expect(category(text(PHONEBOOK_CATEGORY_NAME_MAX + 1))).toBe(false);
  });

  it('the code generators stop at their limits', () => {
    const staff = (over: object) =>
      takes(invitationOps.staffGen.body, { communityID, role: 'GUARD', count: 1, expiresInDays: 1, ...over });
    expect([STAFF_CODES_MAX, STAFF_CODES_MAX + 1].map((count) => staff({ count }))).toEqual([true, false]);
    const days = [CODE_EXPIRY_DAYS_MAX, CODE_EXPIRY_DAYS_MAX + 1];
    expect(days.map((expiresInDays) => staff({ expiresInDays }))).toEqual([true, false]);
    const resident = (perUnit: number) =>
      takes(invitationOps.residentGen.body, { communityID, allUnits: true, perUnit });
    expect([CODES_PER_UNIT_MAX, CODES_PER_UNIT_MAX + 1].map(resident)).toEqual([true, false]);
  });

  it('search text and the tax ID stop at their lengths', () => {
    expect(takes(searchSchema, text(SEARCH_MAX))).toBe(true);
    expect(takes(searchSchema, text(SEARCH_MAX + 1))).toBe(false);
    expect(TAX_ID_PATTERN.test('1'.repeat(TAX_ID_DIGITS))).toBe(true);
    expect(TAX_ID_PATTERN.test('1'.repeat(TAX_ID_DIGITS + 1))).toBe(false);
    expect(TAX_ID_PATTERN.test('1'.repeat(TAX_ID_DIGITS - 1))).toBe(false);
  });
});
