import { sessionOps } from '@cc/contracts/session';
import { callOp } from '../api/api-client';
import { writeKeys } from './session-storage';

export type UserInfo = Awaited<ReturnType<typeof fetchUserInfo>>;

export const fetchUserInfo = () => callOp(sessionOps.userInfo);

/** Writes who the user is under the spec's keys (the top bar and guard handover read them). */
export function saveIdentity(info: UserInfo): void {
  writeKeys({
    userID: info.userID,
    userFirstname: info.profile.firstname,
    userLastname: info.profile.lastname,
    userImageUrl: info.profile.imageUrl ?? '',
  });
}
