import { LANGS, type Lang } from '@cc/contracts/i18n';
import { PLATFORM_ANSWERS_AS, PLATFORM_TEXTS } from './platform-texts';

/**
 * Every refusal's wording, by code, in each console language: the platform's own entries and
 * those of each owner (a feature, the operator commands) that declared its texts with
 * `defineRefusals`. An owner registers when its refusals module loads, and every throw site takes
 * its helpers from that module, so a code that can be thrown always has its texts here.
 * Two owners declaring one code is a defect, refused at load rather than answered ambiguously.
 */
export const CATALOG: Record<Lang, Readonly<Record<string, string>>> = Object.fromEntries(
  LANGS.map((lang) => [lang, {}]),
) as Record<Lang, Record<string, string>>;

const ownerOfCode = new Map<string, string>();
const wireCodes = new Map<string, string>();

export function registerTexts(
  owner: string,
  texts: Readonly<Record<Lang, Readonly<Record<string, string>>>>,
  answersAs: Readonly<Record<string, string | undefined>>,
) {
  for (const code of Object.keys(texts.en)) {
    const earlier = ownerOfCode.get(code);
    if (earlier !== undefined && earlier !== owner) {
      throw new Error(`Refusal code ${code} is declared by both ${earlier} and ${owner}`);
    }
    ownerOfCode.set(code, owner);
    const wire = answersAs[code];
    if (wire !== undefined) wireCodes.set(code, wire);
  }
  for (const lang of LANGS) Object.assign(CATALOG[lang], texts[lang]);
}

/** The code a client sees for an entry: its own, or the shared code its owner said it answers as. */
export const wireCodeOf = (code: string) => wireCodes.get(code) ?? code;

/** Who declared each code, for the tests that hold every owner's texts to the same rules. */
export const refusalOwners = (): ReadonlyMap<string, string> => ownerOfCode;

// The platform's own codes are there from the start: the error handler and validation need them.
registerTexts('platform', PLATFORM_TEXTS, PLATFORM_ANSWERS_AS);
