import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_REPLY } from './auto-reply-texts';
import { autoReplyText, officeOpenAt } from './office-hours';
import { DEFAULT_PREFERENCE } from './preference-queries';

const ZONE = 'Asia/Bangkok';
/** A Bangkok wall-clock reading as the instant it names (UTC+7, no daylight saving). */
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('office hours on a fixed clock', () => {
  const p = { ...DEFAULT_PREFERENCE, holidays: ['2026-12-31'] };
  it('opens weekdays 08:30 to 17:30 and Saturday morning, in the community zone', () => {
    expect(officeOpenAt(p, bangkok('2026-11-30T08:29:59'), ZONE)).toBe(false); // Monday
    expect(officeOpenAt(p, bangkok('2026-11-30T08:30:00'), ZONE)).toBe(true);
    expect(officeOpenAt(p, bangkok('2026-11-30T17:29:00'), ZONE)).toBe(true);
    expect(officeOpenAt(p, bangkok('2026-11-30T17:30:00'), ZONE)).toBe(false);
    expect(officeOpenAt(p, bangkok('2026-12-05T11:00:00'), ZONE)).toBe(true); // Saturday
    expect(officeOpenAt(p, bangkok('2026-12-06T11:00:00'), ZONE)).toBe(false); // Sunday
    // 02:00 UTC on Monday is 09:00 in Bangkok: open, though it is still Sunday night in London.
    expect(officeOpenAt(p, new Date('2026-11-30T02:00:00Z'), ZONE)).toBe(true);
  });

  it('is closed all day on a holiday', () => {
    expect(officeOpenAt(p, bangkok('2026-12-31T10:00:00'), ZONE)).toBe(false); // a Thursday
    expect(officeOpenAt(p, bangkok('2026-12-30T10:00:00'), ZONE)).toBe(true);
  });

  it("answers in the resident's language: the office's own text, else the product's", () => {
    const own = { ...p, autoReplyTexts: { th: 'นอกเวลาทำการค่ะ', en: '  ' } };
    expect(autoReplyText(own, 'th')).toBe('นอกเวลาทำการค่ะ');
    expect(autoReplyText(own, 'en')).toBe(DEFAULT_AUTO_REPLY.en);
    expect(autoReplyText(own, 'ar')).toBe(DEFAULT_AUTO_REPLY.ar);
  });
});
