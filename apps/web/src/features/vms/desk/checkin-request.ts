import type { checkinSchema } from '@cc/contracts/vms-inputs';
import type { z } from 'zod';

/** What the form sends: the contract's input before its defaults are applied, and its photos. */
export type CheckinSend = Omit<z.input<typeof checkinSchema>, 'communityID'> & {
  facePhoto?: File;
  platePhoto?: File;
};

/**
 * JSON without photos; multipart with them: each field as text (the ID document as JSON text),
 * the pictures as `facePhoto` and `platePhoto`, communityID in the query where the guard reads it.
 */
export function checkinRequest(communityID: string, { facePhoto, platePhoto, ...fields }: CheckinSend) {
  if (!facePhoto && !platePhoto) return { body: { communityID, ...fields } };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (facePhoto) form.append('facePhoto', facePhoto);
  if (platePhoto) form.append('platePhoto', platePhoto);
  return { query: { communityID }, body: form };
}
