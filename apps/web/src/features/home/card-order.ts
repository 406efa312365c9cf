import type { FeatureArea } from '@cc/contracts/features';
import type { HomeLayout } from '@cc/contracts/home';

export interface ArrangedCards {
  shown: FeatureArea[];
  hidden: FeatureArea[];
}

/**
 * The enabled areas as the person arranged them: the ones they ordered first, in their order,
 * then the rest in the sidebar's order (an area enabled later appears at the end); the hidden
 * ones apart. Keys of areas not enabled now are skipped, not forgotten.
 */
export function arrangeCards(areas: readonly FeatureArea[], layout: HomeLayout | undefined): ArrangedCards {
  const order = layout?.order ?? [];
  const hidden = new Set(layout?.hidden ?? []);
  const rank = (a: FeatureArea) => {
    const i = order.indexOf(a.key);
    return i === -1 ? order.length + (a.sidebarOrder ?? 0) : i;
  };
  const sorted = [...areas].sort((a, b) => rank(a) - rank(b));
  return { shown: sorted.filter((a) => !hidden.has(a.key)), hidden: sorted.filter((a) => hidden.has(a.key)) };
}

/** The layout after moving one shown card a step up (-1) or down (+1); the ends stay put. */
export function moveCard(cards: ArrangedCards, key: string, step: -1 | 1): HomeLayout {
  const keys = cards.shown.map((a) => a.key);
  const from = keys.indexOf(key);
  const to = from + step;
  if (from !== -1 && to >= 0 && to < keys.length) [keys[from], keys[to]] = [keys[to]!, keys[from]!];
  return { order: [...keys, ...cards.hidden.map((a) => a.key)], hidden: cards.hidden.map((a) => a.key) };
}

/** The layout after hiding a shown card, or showing a hidden one again (at the end). */
export function toggleCard(cards: ArrangedCards, key: string): HomeLayout {
  const hidden = cards.hidden.map((a) => a.key);
  const shown = cards.shown.map((a) => a.key);
  if (hidden.includes(key)) {
    const rest = hidden.filter((k) => k !== key);
    return { order: [...shown, key, ...rest], hidden: rest };
  }
  const nowHidden = [...hidden, key];
  return { order: [...shown.filter((k) => k !== key), ...nowHidden], hidden: nowHidden };
}
