import type { BrowserFamily } from '@cc/contracts/report';

/**
 * The browser family of a User-Agent, the only part of it the activity log keeps (the full
 * string fingerprints a person). Order matters: Edge, Opera, Samsung and LINE all also say
 * Chrome and Safari, and Chrome also says Safari. The residents' app's HTTP stacks say none.
 */
const RULES: readonly [RegExp, BrowserFamily][] = [
  [/\bLine\//i, 'LINE'],
  [/\bEdg(e|A|iOS)?\//, 'EDGE'],
  [/\b(OPR|Opera)\//, 'OPERA'],
  [/\bSamsungBrowser\//, 'SAMSUNG'],
  [/\b(Firefox|FxiOS)\//, 'FIREFOX'],
  [/\b(Chrome|CriOS|Chromium)\//, 'CHROME'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'SAFARI'],
  [/\b(okhttp|Dart|CFNetwork|Expo|ReactNative)\b/i, 'APP'],
];

export function browserFamily(userAgent: string | undefined): BrowserFamily {
  if (!userAgent) return 'OTHER';
  return RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'OTHER';
}
