import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { adminsOf } from './channel-queries';
import type { DeliveryRow } from './delivery-queries';
import { langOf } from './lang-of';
import { inLanguage } from './refusals';

export const NOTIFY_TAB = '/dashboard/settings?tab=notify';

/** The community's admins hear that a delivery gave up; the click opens the alert settings. */
export async function noticeDead(s: AppServices, scope: CommunityScope, row: DeliveryRow, lang: string) {
  const l = langOf(lang);
  const userIds = await scope.run((tx) => adminsOf(tx, scope));
  if (userIds.length === 0) return;
  await s.notify(
    scope.communityId,
    { kind: 'users', userIds },
    {
      title: inLanguage(l, 'DEAD_TITLE'),
      body: inLanguage(l, 'DEAD_BODY', {
        kind: row.kind,
        title: row.title.slice(0, 80),
        attempts: row.attempts,
      }).slice(0, 2000),
      featureEnum: 'SETTING',
      target: NOTIFY_TAB,
    },
  );
}
