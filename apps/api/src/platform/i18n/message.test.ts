import { describe, expect, it } from 'vitest';
import { phrase, renderMessage } from './message';

describe('rendering a message', () => {
  it('fills the placeholders of the entry in the asked language', () => {
    expect(renderMessage('th', 'BUILDING_EXISTS', { name: 'อาคาร A' }, 'x')).toBe('มีอาคารชื่อ อาคาร A อยู่แล้ว');
    expect(renderMessage('en', 'RANGE_TOO_LONG', { max: 93 }, 'x')).toBe('The report covers at most 93 days');
  });

  it('renders phrases and lists of phrases in the same language', () => {
    const floors = [
      phrase('BUILDING_FLOOR', { building: 'A', floor: 3 }),
      phrase('BUILDING_FLOOR', { building: 'B', floor: 5 }),
    ];
    expect(renderMessage('en', 'AUDIENCE_FLOOR_EMPTY', { floors }, 'x')).toBe(
      'No units on A floor 3, B floor 5',
    );
    expect(renderMessage('th', 'AUDIENCE_FLOOR_EMPTY', { floors }, 'x')).toBe('ไม่มีห้องใน A ชั้น 3, B ชั้น 5');
    expect(renderMessage('zh', 'AUDIENCE_NOT_FOUND', { what: phrase('UNITS') }, 'x')).toBe(
      '所选的部分房间不属于此社区',
    );
  });

  it("answers the thrower's own words for an unknown code or a missing value", () => {
    expect(renderMessage('th', 'NO_SUCH_CODE', {}, 'as thrown')).toBe('as thrown');
    expect(renderMessage('th', 'BUILDING_EXISTS', {}, 'as thrown')).toBe('as thrown');
    expect(renderMessage('th', 'AUDIENCE_NOT_FOUND', { what: phrase('NO_SUCH_PHRASE') }, 'as thrown')).toBe(
      'as thrown',
    );
  });
});
