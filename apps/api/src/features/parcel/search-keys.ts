/**
 * The forms the search matches on, computed once when a parcel is written (receive, import,
 * update) so every search is an index prefix lookup. Queries go through the same functions.
 */
export const trackingKey = (trackingNo: string) => trackingNo.replace(/[\s-]/g, '').toUpperCase();
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const phoneKey = (phone: string | null | undefined) => phone?.replace(/\D/g, '') || null;

/** The surname, for names written "first last": the part after the first space. */
export const surnameKey = (name: string) => {
  const key = nameKey(name);
  const space = key.indexOf(' ');
  return space < 0 ? '' : key.slice(space + 1);
};

export function searchKeys(p: { trackingNo: string; recipientName: string; recipientPhone?: string | null }) {
  return {
    trackingKey: trackingKey(p.trackingNo),
    nameKey: nameKey(p.recipientName),
    surnameKey: surnameKey(p.recipientName),
    phoneKey: phoneKey(p.recipientPhone),
  };
}

/** LIKE's wildcards in what a person typed are literal characters. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
