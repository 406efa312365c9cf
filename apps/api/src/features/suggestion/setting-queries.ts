import type { SuggestionEmailSetting, SuggestionSetting } from '@cc/contracts/suggestion-records';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { suggestionMailSends, suggestionSettings } from './tables';

/** What a community starts with until its office sets the area up. */
export const DEFAULT_SETTING: SuggestionSetting = {
  categories: ['ทั่วไป', 'ความปลอดภัย', 'ความสะอาด', 'สิ่งอำนวยความสะดวก'],
  allowAnonymous: true,
  autoAckText: '',
};
export const DEFAULT_MAIL: SuggestionEmailSetting = { mode: 'INSTANT', recipients: [] };

export async function loadSetting(tx: Executor, scope: CommunityScope) {
  const [row] = await tx.select().from(suggestionSettings).where(scope.owns(suggestionSettings));
  return {
    setting: row
      ? { categories: row.categories, allowAnonymous: row.allowAnonymous, autoAckText: row.autoAckText }
      : DEFAULT_SETTING,
    mail: row?.mail ?? DEFAULT_MAIL,
  };
}

/** One row per community, written whole; the other half of it is kept as it was. */
export async function saveSetting(
  tx: Executor,
  scope: CommunityScope,
  change: Partial<SuggestionSetting> & { mail?: SuggestionEmailSetting },
) {
  const now = { ...(await loadSetting(tx, scope)) };
  const values = { ...now.setting, mail: now.mail, ...change, updatedAt: new Date() };
  await tx
    .insert(suggestionSettings)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: suggestionSettings.communityId, set: values });
}

/** Takes the right to send one mail: true once per (what, address), however often asked. */
export async function claimSend(tx: Executor, scope: CommunityScope, about: string, address: string) {
  const rows = await tx
    .insert(suggestionMailSends)
    .values({ communityId: scope.communityId, about, address })
    .onConflictDoNothing()
    .returning({ id: suggestionMailSends.id });
  return rows.length === 1;
}

export const sendsOf = (tx: Executor, scope: CommunityScope, about: string) =>
  tx
    .select()
    .from(suggestionMailSends)
    .where(and(scope.owns(suggestionMailSends), eq(suggestionMailSends.about, about)));

/** Gives the right back after the mailer refused the mail. */
export const releaseSend = (tx: Executor, scope: CommunityScope, about: string, address: string) =>
  tx
    .delete(suggestionMailSends)
    .where(
      scope.owns(
        suggestionMailSends,
        eq(suggestionMailSends.about, about),
        eq(suggestionMailSends.address, address),
      ),
    );
