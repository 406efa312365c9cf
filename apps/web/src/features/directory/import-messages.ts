import type { TFunction } from 'i18next';

/**
 * The import report's problems arrive as English sentences from the API; the ones it is known to
 * send are put into the user's language here (the column is shown beside, so they need no field
 * name). Anything unknown is shown as the API wrote it.
 */
const PATTERNS: [RegExp, string, string[]][] = [
  [/^The sheet is empty$/, 'sheetEmpty', []],
  [/^The header row has no ".*" column; start from the template$/, 'noUnitColumn', []],
  [/^There is no building "(.+)"; add it first$/, 'noBuilding', ['name']],
  [/^floor (-?\d+) is above (.+)'s (\d+) floors$/, 'floorAbove', ['floor', 'building', 'floors']],
  [/^(.+) is also on row (\d+)$/, 'duplicateRow', ['unitNo', 'row']],
  [/^Unit (.+) already exists$/, 'unitExists', ['unitNo']],
  [/^The file has (\d+) units; import at most (\d+) at a time$/, 'tooManyRows', ['rows', 'max']],
  [/^The sheet has no units below the header$/, 'noRows', []],
  [/^…and (\d+) more problems$/, 'moreProblems', ['count']],
  [/^\w+ is required$/, 'required', []],
  [/^\w+ must be a number$/, 'notNumber', []],
  [/^\w+ must be a whole number$/, 'notWhole', []],
  [/^\w+ must be at most (\d+) characters$/, 'maxChars', ['max']],
  [/^\w+ must be at least (-?[\d.]+)$/, 'atLeast', ['min']],
  [/^\w+ must be at most (-?[\d.]+)$/, 'atMost', ['max']],
  [/^\w+ must be more than 0$/, 'positive', []],
  [/^\w+ may have at most (\d+) decimals$/, 'decimals', ['places']],
  [/^ownershipRatio is a fraction of 1/, 'ratio', []],
  [/^unitNo may hold/, 'unitNoPattern', []],
];

export function importMessage(t: TFunction, message: string): string {
  for (const [re, key, names] of PATTERNS) {
    const m = re.exec(message);
    if (m) return t(`import.msg.${key}`, Object.fromEntries(names.map((n, i) => [n, m[i + 1]])));
  }
  return message;
}
