import { DEFAULT_ISSUE_SETTINGS, type IssueSettings } from '@cc/contracts/issuetracking';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { issueSettings } from './tables';

/** The office's deadline rules: its saved row, or the defaults until it first saves. */
export async function loadIssueSettings(tx: Executor, scope: CommunityScope): Promise<IssueSettings> {
  const [row] = await tx.select().from(issueSettings).where(scope.owns(issueSettings));
  if (!row) return DEFAULT_ISSUE_SETTINGS;
  return {
    slaDays: row.slaDays,
    workingWeekdays: row.workingWeekdays,
    holidays: row.holidays,
    digestHour: row.digestHour,
    escalateAfterDays: row.escalateAfterDays,
  };
}

/**
 * Saves the rules whole (weekdays and holidays sorted, holidays without repeats). Due dates
 * already set stay as they are: a new rule applies to tasks made or re-prioritised after it.
 */
export async function saveIssueSettings(
  tx: Executor,
  scope: CommunityScope,
  userId: string,
  settings: IssueSettings,
): Promise<IssueSettings> {
  const values = {
    slaDays: settings.slaDays,
    workingWeekdays: [...new Set(settings.workingWeekdays)].sort((a, b) => a - b),
    holidays: [...new Set(settings.holidays)].sort(),
    digestHour: settings.digestHour,
    escalateAfterDays: settings.escalateAfterDays,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(issueSettings)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: issueSettings.communityId, set: values });
  return loadIssueSettings(tx, scope);
}
