import type { TFunction } from 'i18next';

/** The desk's words for the shared load-more row: "Showing 20", or "of 31" when the total is known. */
export const pagingTexts = (t: TFunction<'parcel'>, shown: number, total?: number) => ({
  shownText: total === undefined ? t('list.shown', { shown }) : t('list.shownOf', { shown, total }),
  moreText: t('list.loadMore'),
});
