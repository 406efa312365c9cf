import { sessionOps, type UsageStatus } from '@cc/contracts/session';
import { callOp } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { readKey, writeKeys } from '../../shared/session/session-storage';

/**
 * The outcome of one usage check. `notice` is a translation key plus values for the spec 8
 * error text to show; `skipped` is the spec 5 reason the check did not run (only logged).
 */
export interface UsageCheck {
  status: UsageStatus | null;
  notice?: { key: string; values?: Record<string, string> };
  skipped?: 'No communityID' | 'No _UserToken';
}

export async function checkUsageStatus(): Promise<UsageCheck> {
  const communityID = readKey('communityID');
  if (!communityID) return { status: null, skipped: 'No communityID' };
  if (!readKey('userToken') && !readKey('access_token')) return { status: null, skipped: 'No _UserToken' };
  try {
    const res = await callOp(sessionOps.usageStatus, { query: { communityID, feature: 'UM' } });
    writeKeys({ umStatus: res.data.status });
    return { status: res.data.status };
  } catch (e) {
    if (!(e instanceof ApiError))
      return { status: null, notice: { key: 'usage.errorCatch', values: { error: String(e) } } };
    if (e.status === 502) return { status: null, notice: { key: 'usage.error502' } };
    if (e.status === 401) return { status: null, notice: { key: 'usage.error401' } };
    if (e.isNetwork)
      return { status: null, notice: { key: 'usage.errorCatch', values: { error: e.message } } };
    return { status: null, notice: { key: 'usage.error', values: { detail: e.errorMessage } } };
  }
}
