import { LANGS } from '@cc/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { registerTexts } from './catalog';
import { phrase, renderMessage } from './message';

// Entries as features word them; the platform renders whatever an owner registered. Codes of
// their own (T_): test files share the one catalogue of their worker with the features' codes.
const wordings = {
  T_BUILDING_EXISTS: { en: 'There is already a building named {name}', th: 'มีอาคารชื่อ {name} อยู่แล้ว' },
  T_RANGE_TOO_LONG: { en: 'The report covers at most {max} days' },
  T_BUILDING_FLOOR: { en: '{building} floor {floor}', th: '{building} ชั้น {floor}' },
  T_AUDIENCE_FLOOR_EMPTY: { en: 'No units on {floors}', th: 'ไม่มีห้องใน {floors}' },
  T_AUDIENCE_NOT_FOUND: {
    en: 'Some of the chosen {what} are not in this community',
    zh: '所选的部分{what}不属于此社区',
  },
  T_UNITS: { en: 'units', zh: '房间' },
} as Record<string, Record<string, string>>;
registerTexts(
  'message-test',
  Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(Object.entries(wordings).map(([code, w]) => [code, w[lang] ?? w.en!])),
    ]),
  ) as never,
  {},
);

describe('rendering a message', () => {
  it('fills the placeholders of the entry in the asked language', () => {
    expect(renderMessage('th', 'T_BUILDING_EXISTS', { name: 'อาคาร A' }, 'x')).toBe('มีอาคารชื่อ อาคาร A อยู่แล้ว');
    expect(renderMessage('en', 'T_RANGE_TOO_LONG', { max: 93 }, 'x')).toBe(
      'The report covers at most 93 days',
    );
  });

  it('renders phrases and lists of phrases in the same language', () => {
    const floors = [
      phrase('T_BUILDING_FLOOR', { building: 'A', floor: 3 }),
      phrase('T_BUILDING_FLOOR', { building: 'B', floor: 5 }),
    ];
    expect(renderMessage('en', 'T_AUDIENCE_FLOOR_EMPTY', { floors }, 'x')).toBe(
      'No units on A floor 3, B floor 5',
    );
    expect(renderMessage('th', 'T_AUDIENCE_FLOOR_EMPTY', { floors }, 'x')).toBe('ไม่มีห้องใน A ชั้น 3, B ชั้น 5');
    expect(renderMessage('zh', 'T_AUDIENCE_NOT_FOUND', { what: phrase('T_UNITS') }, 'x')).toBe(
      '所选的部分房间不属于此社区',
    );
  });

  it("answers the thrower's own words for an unknown code or a missing value", () => {
    expect(renderMessage('th', 'NO_SUCH_CODE', {}, 'as thrown')).toBe('as thrown');
    expect(renderMessage('th', 'T_BUILDING_EXISTS', {}, 'as thrown')).toBe('as thrown');
    expect(renderMessage('th', 'T_AUDIENCE_NOT_FOUND', { what: phrase('NO_SUCH_PHRASE') }, 'as thrown')).toBe(
      'as thrown',
    );
  });
});
