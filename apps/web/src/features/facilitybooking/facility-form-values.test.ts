import type { Facility } from '@cc/contracts/facilitybooking';
import { facilityFieldsSchema } from '@cc/contracts/facilitybooking-inputs';
import { describe, expect, it } from 'vitest';
import { facilityToFormValues, newFacilityValues, toFacilityFields } from './facility-form-values';

const facility: Facility = {
  facilityID: '6f1c0c3e-2f7b-4b53-9d1e-0d3c2f9b1a11',
  name: 'Meeting room',
  description: null,
  rules: 'No food',
  photos: [],
  slotMinutes: null,
  capacity: 1,
  maxPeople: 12,
  limits: { perDay: 1, perWeek: null, open: 2 },
  advanceDays: 30,
  opensAt: '09:00',
  noticeMinutes: 120,
  cancelCutoffMinutes: 1440,
  requiresApproval: true,
  feeSatang: 50_000,
  depositSatang: 100_050,
  audience: 'OWNERS',
  checkInGraceMinutes: 15,
  hours: [null, { open: '09:00', close: '18:00' }, null, null, null, null, { open: '22:00', close: '02:00' }],
  closedDates: ['2026-12-31'],
  archived: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('facility form values', () => {
  it('round-trips a facility through the form without losing a field', () => {
    const { facilityID, photos, archived, createdAt, ...fields } = facility;
    expect(toFacilityFields(facilityToFormValues(facility))).toEqual(fields);
  });

  it('shows money in baht and sends satang', () => {
    const values = facilityToFormValues(facility);
    expect(values.feeBaht).toBe(500);
    expect(values.depositBaht).toBe(1000.5);
    expect(toFacilityFields({ ...values, feeBaht: 19.99 }).feeSatang).toBe(1999);
  });

  it('sends a null slot length for a whole-day facility, whatever length was typed', () => {
    const values = { ...facilityToFormValues(facility), wholeDay: true, slotMinutes: 60 };
    expect(toFacilityFields(values).slotMinutes).toBeNull();
    expect(toFacilityFields({ ...values, wholeDay: false }).slotMinutes).toBe(60);
  });

  it('turns blank texts into null and closed weekdays into null hours', () => {
    const fields = toFacilityFields({ ...facilityToFormValues(facility), description: '  ', rules: '' });
    expect(fields.description).toBeNull();
    expect(fields.rules).toBeNull();
    expect(fields.hours[0]).toBeNull();
    expect(fields.hours[1]).toEqual({ open: '09:00', close: '18:00' });
  });

  it('makes a new facility the contract accepts once named', () => {
    const fields = toFacilityFields({ ...newFacilityValues(undefined), name: 'Pool' });
    expect(facilityFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('starts a new facility from the community defaults', () => {
    const values = newFacilityValues({
      defaults: {
        slotMinutes: null,
        advanceDays: 7,
        opensAt: '06:00',
        cancelCutoffMinutes: 30,
        checkInGraceMinutes: 10,
      },
      noShow: { limit: 3, windowDays: 30, suspendDays: 14 },
      approvalExpiryHours: 48,
      reminderMinutes: 60,
    });
    expect(values.wholeDay).toBe(true);
    expect(values.advanceDays).toBe(7);
    expect(values.opensAt).toBe('06:00');
  });
});
