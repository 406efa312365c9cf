import type { VisitDetail } from '@cc/contracts/vms-records';
import { useCheckinByPass } from './desk-api';
import { newClientID } from './walk-in-rules';

/**
 * A guest pass scanned at the desk checks its guest in: the visit made, or the API's worded
 * refusal thrown (outside the pass's window, used up, cancelled, altered) for the desk to show.
 * A scan whose answer is still on its way is not sent twice.
 */
export function usePassCheckin() {
  const checkin = useCheckinByPass();
  return {
    pending: checkin.isPending,
    checkIn: (passToken: string, facePhoto?: File): Promise<VisitDetail> =>
      checkin.mutateAsync({ passToken, clientID: newClientID(), ...(facePhoto ? { facePhoto } : {}) }),
  };
}
