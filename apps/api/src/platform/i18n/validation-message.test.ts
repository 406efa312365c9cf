import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './validation-message';

const phone = z.object({ phone: z.string().regex(/^\+?\d{8,19}$/) });
const issuesOf = (value: unknown) => phone.safeParse(value).error!.issues;

describe('validation problems in the reader language', () => {
  it('names the field and never quotes the pattern a value failed', () => {
    const th = describeIssues(issuesOf({ phone: 'abc' }), 'th');
    expect(th).toBe('phone: รูปแบบไม่ถูกต้อง');
    for (const lang of ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const) {
      const text = describeIssues(issuesOf({ phone: 'abc' }), lang);
      expect(text, lang).toMatch(/^phone/);
      expect(text, lang).not.toContain('\\d');
    }
  });

  it('says a missing field is needed', () => {
    expect(describeIssues(issuesOf({}), 'th')).toBe('กรุณาระบุ phone');
    expect(describeIssues(issuesOf({}), 'en')).toBe('phone is required');
  });
});
