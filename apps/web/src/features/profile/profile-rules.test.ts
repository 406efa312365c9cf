import { PERSON_NAME_MAX, profileUpdateSchema } from '@cc/contracts/session';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accepts, ruleLimit, textOfLength } from '../../shared/testing/rule-limits';
import { photoProblem, profileRules } from './profile-rules';

const rules = profileRules(((key: string) => key) as unknown as TFunction);

describe('profileRules hold the limits the API validates with', () => {
  it('first and last name stop where the profile update stops', () => {
    const fields = [
      [rules.firstname, profileUpdateSchema.shape.firstname],
      [rules.lastname, profileUpdateSchema.shape.lastname],
    ] as const;
    for (const [rule, field] of fields) {
      expect(ruleLimit(rule, 'max')).toBe(PERSON_NAME_MAX);
      expect(accepts(field, textOfLength(PERSON_NAME_MAX))).toBe(true);
      expect(accepts(field, textOfLength(PERSON_NAME_MAX + 1))).toBe(false);
    }
  });

  it('a photo is refused exactly where the API refuses it', () => {
    const file = (type: string, size: number) => ({ type, size }) as File;
    for (const type of PICTURE_TYPES) expect(photoProblem(file(type, PICTURE_MAX_BYTES))).toBeNull();
    expect(photoProblem(file('image/png', PICTURE_MAX_BYTES + 1))).toBe('validation.photoSize');
    expect(photoProblem(file('image/gif', 1))).toBe('validation.photoType');
  });
});
