/**
 * Thai banks by their Bank of Thailand code, as a slip's QR names the sending bank. The short
 * names are what office staff and bank statements use in every language.
 */
const BANKS: Record<string, string> = {
  '002': 'BBL',
  '004': 'KBANK',
  '006': 'KTB',
  '011': 'TTB',
  '014': 'SCB',
  '022': 'CIMBT',
  '024': 'UOBT',
  '025': 'BAY',
  '030': 'GSB',
  '033': 'GHB',
  '034': 'BAAC',
  '066': 'ISBT',
  '067': 'TISCO',
  '069': 'KKP',
  '070': 'ICBCT',
  '073': 'LHB',
};

/** "004 KBANK", or the code alone for a bank not in the list. */
export const bankLabel = (code: string) => (BANKS[code] ? `${code} ${BANKS[code]}` : code);

/** Today (YYYY-MM-DD) on the community's clock. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
