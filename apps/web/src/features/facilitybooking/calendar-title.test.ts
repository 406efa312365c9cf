import { describe, expect, it } from 'vitest';
import { calendarTitle } from './calendar-title';

describe('calendarTitle', () => {
  it('names a month view by the month it is about, in the Buddhist era for Thai', () => {
    // A November grid starts in October and ends in December.
    expect(calendarTitle('dayGridMonth', '2026-10-25', '2026-12-05', 'th')).toBe('พฤศจิกายน 2569');
    expect(calendarTitle('dayGridMonth', '2026-10-25', '2026-12-05', 'en')).toBe('November 2026');
  });

  it('names a week by its span and a day by its full date', () => {
    expect(calendarTitle('timeGridWeek', '2026-11-22', '2026-11-28', 'th')).toContain('2569');
    expect(calendarTitle('listWeek', '2026-11-22', '2026-11-28', 'en')).toMatch(/Nov 22.*28, 2026/);
    expect(calendarTitle('timeGridDay', '2026-11-27', '2026-11-27', 'en')).toBe('Friday, November 27, 2026');
  });
});
