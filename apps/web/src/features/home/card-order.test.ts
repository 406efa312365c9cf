import { FEATURE_AREAS } from '@cc/contracts/features';
import { describe, expect, it } from 'vitest';
import { arrangeCards, moveCard, toggleCard } from './card-order';

const areas = FEATURE_AREAS.filter((a) => ['parcel', 'announcement', 'repair', 'chat'].includes(a.key));
const keys = (list: { key: string }[]) => list.map((a) => a.key);

describe('arrangeCards', () => {
  it('keeps the sidebar order when nothing is chosen', () => {
    expect(keys(arrangeCards(areas, undefined).shown)).toEqual(['parcel', 'announcement', 'repair', 'chat']);
  });

  it('puts chosen cards first, the rest after in sidebar order, hidden apart; unknown keys skipped', () => {
    const got = arrangeCards(areas, { order: ['chat', 'vms', 'repair'], hidden: ['announcement'] });
    expect(keys(got.shown)).toEqual(['chat', 'repair', 'parcel']);
    expect(keys(got.hidden)).toEqual(['announcement']);
  });
});

describe('moveCard and toggleCard', () => {
  const cards = arrangeCards(areas, { order: [], hidden: ['chat'] });

  it('moves a card one step and leaves the ends put', () => {
    expect(moveCard(cards, 'repair', -1).order).toEqual(['parcel', 'repair', 'announcement', 'chat']);
    expect(moveCard(cards, 'parcel', -1).order).toEqual(['parcel', 'announcement', 'repair', 'chat']);
    expect(moveCard(cards, 'repair', 1).order).toEqual(['parcel', 'announcement', 'repair', 'chat']);
    expect(moveCard(cards, 'parcel', 1).hidden).toEqual(['chat']);
  });

  it('hides a card and shows it again at the end', () => {
    const hidden = toggleCard(cards, 'parcel');
    expect(hidden.hidden).toEqual(['chat', 'parcel']);
    const again = arrangeCards(areas, toggleCard(arrangeCards(areas, hidden), 'chat'));
    expect(keys(again.shown)).toEqual(['announcement', 'repair', 'chat']);
    expect(keys(again.hidden)).toEqual(['parcel']);
  });
});
