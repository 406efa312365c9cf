import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { instantToWall, wallToInstant } from '../../shared/i18n/zoned-time';
import { audienceOf, bodyIsEmpty, EMPTY_FORM, toPayload } from './form-values';

describe('community wall clock', () => {
  it('reads a Bangkok time as the instant seven hours earlier in UTC, and back', () => {
    const wall = dayjs(new Date(2026, 10, 21, 9, 30));
    expect(wallToInstant(wall, 'Asia/Bangkok')).toBe('2026-11-21T02:30:00.000Z');
    expect(instantToWall('2026-11-21T02:30:00.000Z', 'Asia/Bangkok').format('YYYY-MM-DD HH:mm')).toBe(
      '2026-11-21 09:30',
    );
  });

  it('follows daylight saving where the zone has it', () => {
    expect(wallToInstant(dayjs(new Date(2026, 6, 1, 12, 0)), 'Europe/Rome')).toBe('2026-07-01T10:00:00.000Z');
    expect(wallToInstant(dayjs(new Date(2026, 0, 15, 12, 0)), 'Europe/Rome')).toBe(
      '2026-01-15T11:00:00.000Z',
    );
  });
});

describe('post form to API body', () => {
  it('sends floors as building and number, and a schedule as an instant', () => {
    const v = {
      ...EMPTY_FORM,
      title: '  Lift  ',
      body: '<p>x</p>',
      audienceKind: 'FLOORS' as const,
      floors: ['b1:3', 'b1:-1'],
      when: 'SCHEDULE' as const,
      publishAt: dayjs(new Date(2026, 10, 21, 10, 0)),
    };
    expect(audienceOf(v)).toEqual({
      kind: 'FLOORS',
      floors: [
        { buildingID: 'b1', floor: 3 },
        { buildingID: 'b1', floor: -1 },
      ],
    });
    const body = toPayload(v, { advanced: true, draft: false, timeZone: 'Asia/Bangkok' });
    expect(body).toMatchObject({
      title: 'Lift',
      bodyFormat: 'HTML',
      publishMode: 'SCHEDULE',
      publishAt: '2026-11-21T03:00:00.000Z',
    });
    expect(toPayload(v, { advanced: true, draft: true, timeZone: 'Asia/Bangkok' }).publishMode).toBe('DRAFT');
  });

  it('counts an HTML body with only empty tags as empty, but not one with a picture', () => {
    expect(bodyIsEmpty('<p></p><p>&nbsp;</p>', true)).toBe(true);
    expect(bodyIsEmpty('<p><img src="/uploads/announcements/a.png"></p>', true)).toBe(false);
    expect(bodyIsEmpty('   ', false)).toBe(true);
  });
});
