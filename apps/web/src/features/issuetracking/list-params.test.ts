import { describe, expect, it } from 'vitest';
import { filtersOfTab, readListParams, readRequest, writeListParams } from './list-params';

const G = '0b6f1e2a-7c44-4a51-9d2e-3f1a2b3c4d5e';
const A = '1c7f2e3b-8d55-4b62-8e3f-4a2b3c4d5e6f';

describe('list params', () => {
  it('reads the plain address as the current list with no filters', () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      tab: 'current',
      view: 'list',
      filters: {},
      q: '',
    });
  });

  it('round-trips every filter of the current tab', () => {
    const s = readListParams(
      new URLSearchParams(`groupID=${G}&assigneeID=${A}&priority=URGENT&overdue=1&q=ไฟ`),
    );
    expect(s.filters).toEqual({ groupID: G, assigneeID: A, priority: 'URGENT', overdue: true });
    expect(s.q).toBe('ไฟ');
    expect(readListParams(writeListParams(s))).toEqual(s);
  });

  it('drops what does not parse instead of sending it to the API', () => {
    const s = readListParams(new URLSearchParams('groupID=abc&priority=SOON&overdue=yes&view=nope&tab=x'));
    expect(s).toEqual({ tab: 'current', view: 'list', filters: {}, q: '' });
  });

  it('keeps only the group on the closed tab', () => {
    const f = { groupID: G, priority: 'HIGH' as const, overdue: true };
    expect(filtersOfTab('closed', f)).toEqual({ groupID: G });
    const p = writeListParams({ tab: 'closed', view: 'list', filters: f, q: '' });
    expect(p.toString()).toBe(`tab=closed&groupID=${G}`);
  });

  it('writes the defaults as the plain path', () => {
    expect(writeListParams({ tab: 'current', view: 'list', filters: {}, q: '  ' }).toString()).toBe('');
    expect(writeListParams({ tab: 'current', view: 'report', filters: {}, q: '' }).toString()).toBe(
      'view=report',
    );
  });

  it('reads the menu requests', () => {
    expect(readRequest(new URLSearchParams('action=readAll'))).toBe('readAll');
    expect(readRequest(new URLSearchParams('focus=search'))).toBe('focusSearch');
    expect(readRequest(new URLSearchParams('tab=closed'))).toBeNull();
  });
});
