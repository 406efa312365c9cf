import { chatPreferenceSchema } from '@cc/contracts/chat';
import { describe, expect, it } from 'vitest';
import { toPreference, toValues } from './preference-values';

const stored = {
  officeHours: [
    null,
    { open: '08:00', close: '17:00' },
    null,
    null,
    null,
    null,
    { open: '09:00', close: '12:00' },
  ],
  holidays: ['2026-12-31', '2026-12-05'],
  autoReplyEnabled: true,
  autoReplyTexts: { th: 'ปิดทำการ' },
  greeting: ' สวัสดี ',
  quickReplies: ['รับทราบค่ะ'],
};

describe('preference values', () => {
  it('gives every weekday and language a field, Sunday first', () => {
    const v = toValues(stored);
    expect(v.days).toHaveLength(7);
    expect(v.days[0]?.isOpen).toBe(false);
    expect(v.days[1]).toEqual({ isOpen: true, open: '08:00', close: '17:00' });
    expect(Object.keys(v.autoReplyTexts)[0]).toBe('th');
    expect(v.autoReplyTexts.en).toBe('');
    expect(v.holidays).toEqual(['2026-12-05', '2026-12-31']);
  });

  it('goes back as the contract takes it: closed days null, empty texts left out, trimmed', () => {
    const p = toPreference(toValues(stored));
    expect(p.officeHours[0]).toBeNull();
    expect(p.autoReplyTexts).toEqual({ th: 'ปิดทำการ' });
    expect(p.greeting).toBe('สวัสดี');
    expect(chatPreferenceSchema.safeParse(p).success).toBe(true);
  });

  it('drops a holiday picked twice', () => {
    const v = toValues(stored);
    v.holidays.push('2026-12-05');
    expect(toPreference(v).holidays).toEqual(['2026-12-05', '2026-12-31']);
  });
});
