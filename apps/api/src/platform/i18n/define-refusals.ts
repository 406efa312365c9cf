import type { Lang } from '@cc/contracts/i18n';
import { AppError } from '../app-error';
import { registerTexts, wireCodeOf } from './catalog';
import type { en as platformEnglish } from './en';
import { type MessageParam, type MessageRef, renderMessage } from './message';
import type { Placeholders } from './placeholders';

/** One language's wordings: exactly English's codes (a missing or extra code fails to compile). */
export type Wordings<E> = { readonly [K in keyof E]: string };
/** An owner's texts in every console language; English (`as const`) is the source of the codes. */
export type RefusalTexts<E> = { readonly en: E } & { readonly [L in Exclude<Lang, 'en'>]: Wordings<E> };

/** What the registry and the tests see of an owner's texts, whatever its codes. */
export interface RefusalCatalog {
  readonly owner: string;
  readonly texts: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
}

type PlatformEnglish = typeof platformEnglish;
type Wording<E, K> = K extends keyof E ? E[K] : K extends keyof PlatformEnglish ? PlatformEnglish[K] : never;
/** The values a wording names, each required; none at all when it names none. */
type ParamsFor<W> = W extends string
  ? [Placeholders<W>] extends [never]
    ? []
    : [params: { readonly [P in Placeholders<W>]: MessageParam }]
  : never;

/**
 * Declares an owner's refusal texts (registering them for the error handler) and answers the
 * helpers its throw sites use: `notFound('PARCEL_NOT_FOUND')`, `badRequest('RANGE_TOO_LONG',
 * { max })`. A code is the owner's own or the platform's, checked by the compiler, and so are the
 * values its English wording names. `answersAs` gives the code a client sees when an entry is a
 * wording variant of a shared code (NOT_YOUR_PARCEL answers PARCEL_NOT_FOUND).
 */
export function defineRefusals<E extends Readonly<Record<string, string>>>(
  owner: string,
  texts: RefusalTexts<E>,
  answersAs: { readonly [K in keyof E]?: string } = {},
) {
  registerTexts(owner, texts, answersAs as Record<string, string>);
  type Code = (keyof E | keyof PlatformEnglish) & string;
  const refusal =
    (status: number) =>
    <K extends Code>(code: K, ...[params]: ParamsFor<Wording<E, K>>): AppError =>
      new AppError(status, wireCodeOf(code), renderMessage('en', code, params ?? {}, code), params, code);
  return {
    owner,
    texts,
    badRequest: refusal(400),
    unauthorized: refusal(401),
    forbidden: refusal(403),
    notFound: refusal(404),
    conflict: refusal(409),
    tooManyRequests: refusal(429),
    /** A phrase inside another message (a parcel's state, a floor), worded in the reader's language. */
    phrase: <K extends Code>(code: K, ...[params]: ParamsFor<Wording<E, K>>): MessageRef => ({
      code,
      params,
    }),
    /** The wording of `code` in `lang`, for texts that are not refusals (an import's row report). */
    inLanguage: <K extends Code>(lang: Lang, code: K, ...[params]: ParamsFor<Wording<E, K>>) =>
      renderMessage(lang, code, params ?? {}, code),
  } satisfies RefusalCatalog & Record<string, unknown>;
}
