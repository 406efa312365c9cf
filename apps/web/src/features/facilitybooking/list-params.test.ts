import { describe, expect, it } from 'vitest';
import { readBookingFilter, writeBookingFilter } from './list-params';

const FACILITY = '6f1c0c3e-2f7b-4b53-9d1e-0d3c2f9b1a11';

describe('booking list params', () => {
  it('opens the pending tab as the PENDING state', () => {
    expect(readBookingFilter(new URLSearchParams('tab=pending'))).toEqual({ state: 'PENDING' });
  });

  it('reads every filter the address sets', () => {
    const p = new URLSearchParams(
      `facilityID=${FACILITY}&state=NO_SHOW&from=2026-11-01&to=2026-11-30&q=A-01`,
    );
    expect(readBookingFilter(p)).toEqual({
      facilityID: FACILITY,
      state: 'NO_SHOW',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'A-01',
    });
  });

  it('leaves out what does not parse', () => {
    const p = new URLSearchParams('facilityID=pool&state=DONE&from=2026-11-30&to=2026-11-01&q=%20');
    expect(readBookingFilter(p)).toEqual({});
  });

  it('writes back what it reads, with the pending tab by name', () => {
    for (const s of [
      'tab=pending',
      `facilityID=${FACILITY}&state=CONFIRMED&from=2026-11-01&to=2026-11-02&q=B`,
    ]) {
      expect(writeBookingFilter(readBookingFilter(new URLSearchParams(s))).toString()).toBe(s);
    }
  });
});
