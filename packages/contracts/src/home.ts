import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope } from './envelope';
import { FEATURE_AREAS, FEATURE_ENUMS } from './features';
import { communityIdSchema, communityQuerySchema } from './session';

/** Spec 9: a sidebar badge shows at most 99, then "99+". */
export const BADGE_OVERFLOW = 99;

/** The landing's cards are the registry's areas that have a sidebar item (never the landing itself). */
const CARD_KEYS: readonly string[] = FEATURE_AREAS.filter((a) => a.key !== '' && a.sidebarOrder !== null).map(
  (a) => a.key,
);
export const cardKeySchema = z
  .string()
  .max(40)
  .refine((k) => CARD_KEYS.includes(k), 'a card names no area of the console');

const cardList = (name: string) =>
  z
    .array(cardKeySchema)
    .max(CARD_KEYS.length, `${name} has more cards than the console has`)
    .refine((keys) => new Set(keys).size === keys.length, `${name} names a card twice`);

/**
 * A person's landing in one community: the cards in the order they chose (cards not named come
 * after, in the sidebar's order) and the cards they hid. Stored as chosen; the console shows
 * only the areas enabled now, so a card of a feature switched off comes back in its place.
 */
export const homeLayoutSchema = z.object({ order: cardList('order'), hidden: cardList('hidden') });
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/** One thing a feature counts for the caller: what, how many, and the page that deals with it. */
export const badgePartSchema = z.object({
  name: z.string(),
  count: z.number().int().nonnegative(),
  target: z.string(),
  /** An earlier part this one is a share of (overdue of waiting): the badge does not add it. */
  partOf: z.string().optional(),
});
export type BadgePart = z.infer<typeof badgePartSchema>;

/** A feature's badge: the sum of its parts (shares left out), each something the caller may act on. */
export const featureBadgeSchema = z.object({
  key: z.string(),
  featureEnum: z.enum(FEATURE_ENUMS),
  count: z.number().int().nonnegative(),
  parts: z.array(badgePartSchema),
});
export type FeatureBadge = z.infer<typeof featureBadgeSchema>;

export const homeOps = {
  layout: guardedOperation({
    method: 'GET',
    path: '/api/home/layout',
    summary: "The caller's landing in this community: card order and hidden cards",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(homeLayoutSchema),
  }),
  updateLayout: guardedOperation({
    method: 'PUT',
    path: '/api/home/layout',
    summary: "Keep the caller's card order and hidden cards in this community",
    access: allow.member(),
    body: homeLayoutSchema.extend({ communityID: communityIdSchema }),
    response: dataEnvelope(homeLayoutSchema),
  }),
  badgeSummary: guardedOperation({
    method: 'GET',
    path: '/api/badge/summary',
    summary:
      'Per enabled feature, what the caller may act on now (parcels waiting and overdue, drafts to approve, ...): the sidebar badges and "Needs you now"',
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ items: z.array(featureBadgeSchema) })),
  }),
} as const;
