/**
 * A guest pass scanned at the desk. The pass API (verify, then check in) is wired here later, in
 * this one function, so the desk's scan handling does not change: it answers what to tell the guard.
 */
export interface PassCheckinResult {
  /** A key of the `desk` namespace. */
  messageKey: string;
  /** The visit made, once passes are checked in here. */
  visitID?: string;
}

export async function checkInByPass(_token: string): Promise<PassCheckinResult> {
  return { messageKey: 'scan.passElsewhere' };
}
