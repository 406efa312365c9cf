import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  passwordSchema,
  signupSchema,
} from '@cc/contracts/session';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accepts, ruleLimit, textOfLength } from '../../shared/testing/rule-limits';
import { authRules } from './auth-rules';

const rules = authRules(((key: string) => key) as unknown as TFunction);

describe('authRules hold the limits the API validates with', () => {
  it('password: the rule stops where the schema stops, at both ends', () => {
    expect(ruleLimit(rules.password, 'min')).toBe(PASSWORD_MIN);
    expect(ruleLimit(rules.password, 'max')).toBe(PASSWORD_MAX);
    expect(accepts(passwordSchema, textOfLength(PASSWORD_MIN))).toBe(true);
    expect(accepts(passwordSchema, textOfLength(PASSWORD_MIN - 1))).toBe(false);
    expect(accepts(passwordSchema, textOfLength(PASSWORD_MAX))).toBe(true);
    expect(accepts(passwordSchema, textOfLength(PASSWORD_MAX + 1))).toBe(false);
  });

  it('names: the rule stops where the sign-up schema stops', () => {
    const name = rules.name('First name');
    expect(ruleLimit(name, 'max')).toBe(PERSON_NAME_MAX);
    for (const field of [signupSchema.shape.firstname, signupSchema.shape.lastname]) {
      expect(accepts(field, textOfLength(PERSON_NAME_MAX))).toBe(true);
      expect(accepts(field, textOfLength(PERSON_NAME_MAX + 1))).toBe(false);
    }
  });
});
