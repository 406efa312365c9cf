import type { TFunction } from 'i18next';

/** Select options for the community's parcel types (codes, translated) and carriers (names). */
export const typeOptions = (t: TFunction, types: readonly string[]) =>
  types.map((code) => ({ value: code, label: t(`parcel:types.${code}`) }));

export const carrierOptions = (carriers: readonly string[]) => carriers.map((c) => ({ value: c, label: c }));
