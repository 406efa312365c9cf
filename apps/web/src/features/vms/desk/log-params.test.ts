import { describe, expect, it } from 'vitest';
import { logSearch, readLogParams } from './log-params';

const UNIT = '7b0c9a4e-1f2d-4c3b-9a8e-123456789abc';
const VISIT = '0f8e7d6c-5b4a-4392-8172-635445362718';

describe('the log in the address', () => {
  it('reads every filter, the search and the open visit, and writes them back', () => {
    const search = `tab=log&from=2026-11-01&to=2026-11-27&unitID=${UNIT}&unitNo=A-0304&type=GUEST&state=INSIDE&q=K7M2QA&visitID=${VISIT}`;
    const read = readLogParams(new URLSearchParams(search));
    expect(read).toEqual({
      filter: { from: '2026-11-01', to: '2026-11-27', unitID: UNIT, visitorType: 'GUEST', state: 'INSIDE' },
      unitNo: 'A-0304',
      q: 'K7M2QA',
      visitID: VISIT,
    });
    expect(logSearch(read).toString()).toBe(search);
  });

  it('drops values that do not parse, so nothing bad reaches the API', () => {
    const read = readLogParams(
      new URLSearchParams('tab=log&from=yesterday&unitID=A-0304&unitNo=A-0304&type=VIP&state=GONE&visitID=1'),
    );
    expect(read).toEqual({
      filter: { from: undefined, to: undefined, unitID: undefined, visitorType: undefined, state: undefined },
      unitNo: undefined,
      q: '',
      visitID: null,
    });
    expect(logSearch(read).toString()).toBe('tab=log');
  });
});
