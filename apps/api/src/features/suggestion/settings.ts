import type { SuggestionEmailSetting, SuggestionSetting } from '@cc/contracts/suggestion-records';
import { recordAudit } from '../../platform/audit/record-audit';
import { badRequest } from './refusals';
import { loadSetting, saveSetting } from './setting-queries';
import type { SuggestionWork } from './suggestion-work';

const audit = (w: SuggestionWork, action: string, after: object) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: `suggestion.${action}`,
    target: w.scope.communityId,
    after,
  });

/** Categories are names, each once; suggestions keep the name they were written under. */
export async function setSetting(w: SuggestionWork, input: SuggestionSetting): Promise<SuggestionSetting> {
  const seen = new Set<string>();
  for (const c of input.categories) {
    if (seen.has(c)) throw badRequest('SUGGESTION_DUPLICATE_CATEGORY', { category: c });
    seen.add(c);
  }
  const next = {
    categories: input.categories,
    allowAnonymous: input.allowAnonymous,
    autoAckText: input.autoAckText,
  };
  await saveSetting(w.tx, w.scope, next);
  await audit(w, 'setting', next);
  return next;
}

/** Addresses go only to categories the community has. */
export async function setEmailSetting(
  w: SuggestionWork,
  input: SuggestionEmailSetting,
): Promise<SuggestionEmailSetting> {
  const { setting } = await loadSetting(w.tx, w.scope);
  for (const r of input.recipients)
    if (!setting.categories.includes(r.category))
      throw badRequest('SUGGESTION_UNKNOWN_CATEGORY', { category: r.category });
  const next: SuggestionEmailSetting = {
    mode: input.mode,
    recipients: input.recipients.map((r) => ({
      category: r.category,
      addresses: [...new Set(r.addresses.map((a) => a.toLowerCase()))],
    })),
  };
  await saveSetting(w.tx, w.scope, { mail: next });
  await audit(w, 'setting.email', next);
  return next;
}
