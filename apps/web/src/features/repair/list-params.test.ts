import { describe, expect, it } from 'vitest';
import { listQuery, readRequestFilter, writeRequestFilter } from './list-params';

const ID = '0b7e4a8e-8d0c-4a43-9a53-1a2b3c4d5e6f';

describe('list params from the address', () => {
  it('opens on the open tab and drops what does not parse', () => {
    expect(
      readRequestFilter(new URLSearchParams('state=NOPE&categoryID=x&from=2026-11-02&to=2026-11-01')),
    ).toEqual({ state: 'OPEN' });
  });

  it('reads every filter and writes it back in a stable order', () => {
    const p = new URLSearchParams(
      `breached=true&unitNo=A-0304&to=2026-11-30&from=2026-11-01&technicianID=${ID}&state=SCHEDULED&categoryID=${ID}`,
    );
    const f = readRequestFilter(p);
    expect(f).toEqual({
      state: 'SCHEDULED',
      categoryID: ID,
      technicianID: ID,
      from: '2026-11-01',
      to: '2026-11-30',
      unitNo: 'A-0304',
      breached: true,
    });
    expect(writeRequestFilter(f).toString()).toBe(
      `state=SCHEDULED&categoryID=${ID}&technicianID=${ID}&from=2026-11-01&to=2026-11-30&unitNo=A-0304&breached=true`,
    );
    expect(writeRequestFilter({ state: 'OPEN' }).toString()).toBe('');
  });

  it('sends the breached flag as text and leaves it out when off', () => {
    expect(listQuery({ state: 'OPEN', breached: true })).toEqual({ state: 'OPEN', breached: 'true' });
    expect(listQuery({ state: 'NEW' }).breached).toBeUndefined();
  });
});
