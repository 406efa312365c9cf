import { noteSchema, PARCEL_NOTE_MAX, PARCEL_PERSON_NAME_MAX, personNameSchema } from '@cc/contracts/parcel';
import { MOBILE_PATTERN, mobileSchema } from '@cc/contracts/session';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accepts, ruleLimit, textOfLength } from '../../../shared/testing/rule-limits';
import { parcelFieldRules } from './field-rules';

const rules = parcelFieldRules(((key: string) => key) as unknown as TFunction<'parcel'>);

describe('parcelFieldRules hold the limits the API validates with', () => {
  it('a person name stops where the schema stops', () => {
    expect(ruleLimit(rules.personName, 'max')).toBe(PARCEL_PERSON_NAME_MAX);
    expect(accepts(personNameSchema('name'), textOfLength(PARCEL_PERSON_NAME_MAX))).toBe(true);
    expect(accepts(personNameSchema('name'), textOfLength(PARCEL_PERSON_NAME_MAX + 1))).toBe(false);
  });

  it('a note stops where the schema stops', () => {
    expect(ruleLimit(rules.note, 'max')).toBe(PARCEL_NOTE_MAX);
    expect(accepts(noteSchema, textOfLength(PARCEL_NOTE_MAX))).toBe(true);
    expect(accepts(noteSchema, textOfLength(PARCEL_NOTE_MAX + 1))).toBe(false);
  });

  it('a phone number is judged by the pattern the API uses', () => {
    expect(ruleLimit(rules.phone, 'pattern')).toBe(MOBILE_PATTERN);
    // Spaced and dashed numbers are what residents type; the desk once refused them.
    for (const phone of ['081 234 5678', '+66-81-234-5678', '0812345678']) {
      expect(MOBILE_PATTERN.test(phone)).toBe(true);
      expect(accepts(mobileSchema, phone)).toBe(true);
    }
    for (const phone of ['0812', 'call me', '+']) {
      expect(MOBILE_PATTERN.test(phone)).toBe(false);
      expect(accepts(mobileSchema, phone)).toBe(false);
    }
  });
});
