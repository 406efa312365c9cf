import { defineRefusals } from './i18n/define-refusals';
import { PLATFORM_ANSWERS_AS, PLATFORM_TEXTS } from './i18n/platform-texts';

export { AppError } from './app-error';

/** The platform's refusals: `notFound('COMMUNITY_NOT_FOUND', { communityId })`. */
export const platformRefusals = defineRefusals('platform', PLATFORM_TEXTS, PLATFORM_ANSWERS_AS);
export const { badRequest, unauthorized, forbidden, notFound, conflict } = platformRefusals;
/** Every limit answers TOO_MANY_REQUESTS; its wording says "attempts", so it has its own entry. */
export const tooManyRequests = () => platformRefusals.tooManyRequests('TOO_MANY_ATTEMPTS');
