import type { suggestionCreateSchema } from '@cc/contracts/suggestion-records';
import type { z } from 'zod';
import { userNameOf } from '../../platform/auth/user-names';
import { badRequest, forbidden } from './refusals';
import { loadSetting } from './setting-queries';
import { scheduleMails, tellAbout } from './suggestion-jobs';
import { authorUnit, insertSuggestion, recordEvent } from './suggestion-queries';
import type { SuggestionWork } from './suggestion-work';
import type { StoredPhoto } from './tables';

/**
 * A resident's new suggestion: in one of the set categories, anonymous only where allowed (then
 * it keeps no unit), acknowledged at once with the set text when there is one. Staff are told,
 * and the mails are scheduled, in the same transaction.
 */
export async function writeSuggestion(
  w: SuggestionWork,
  input: z.output<typeof suggestionCreateSchema>,
  photos: StoredPhoto[],
) {
  const { setting, mail } = await loadSetting(w.tx, w.scope);
  if (!setting.categories.includes(input.category))
    throw badRequest('SUGGESTION_UNKNOWN_CATEGORY', { category: input.category });
  if (input.anonymous && !setting.allowAnonymous) throw forbidden('SUGGESTION_ANONYMOUS_OFF');
  const unitId = await authorUnit(w.tx, w.scope, w.userId, input.unitID);
  if (unitId === undefined) throw badRequest('SUGGESTION_NOT_YOUR_UNIT');
  const autoAck = setting.autoAckText.trim();
  const row = await insertSuggestion(w.tx, {
    communityId: w.scope.communityId,
    category: input.category,
    title: input.title,
    text: input.text,
    anonymous: input.anonymous,
    authorUserId: w.userId,
    unitId: input.anonymous ? null : unitId,
    photos,
    state: autoAck ? 'ACKNOWLEDGED' : 'NEW',
    reply: autoAck || null,
    repliedAt: autoAck ? w.now : null,
    createdAt: w.now,
    updatedAt: w.now,
  });
  const event = { suggestionId: row.id, fromState: null, at: w.now };
  await recordEvent(w.tx, w.scope, {
    ...event,
    action: 'CREATE',
    toState: 'NEW',
    byUserId: w.userId,
    byName: input.anonymous ? null : await userNameOf(w.tx, w.userId),
    text: null,
  });
  if (autoAck)
    await recordEvent(w.tx, w.scope, {
      ...event,
      at: new Date(w.now.getTime() + 1),
      action: 'AUTO_ACKNOWLEDGE',
      fromState: 'NEW',
      toState: 'ACKNOWLEDGED',
      text: autoAck,
    });
  await tellAbout(w, row, 'CREATE', null);
  if (autoAck) await tellAbout(w, row, 'AUTO_ACKNOWLEDGE', autoAck);
  await scheduleMails(w, row, mail);
  return row;
}
