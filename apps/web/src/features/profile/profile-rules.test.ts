import { PERSON_NAME_MAX, profileUpdateSchema } from '@cc/contracts/session';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accepts, ruleLimit, textOfLength } from '../../shared/testing/rule-limits';
import { profileRules } from './profile-rules';

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
});
