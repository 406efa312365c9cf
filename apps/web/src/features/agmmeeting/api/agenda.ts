import type { AgmItemInput } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { callOp } from '../../../shared/api/api-client';
import { useAgmChange } from './agm-keys';

export const useSaveItem = () =>
  useAgmChange(
    async (
      communityID,
      { meetingID, itemID, item }: { meetingID: string; itemID?: string; item: AgmItemInput },
    ) =>
      itemID
        ? (await callOp(ops.agendaUpdate, { body: { communityID, itemID, ...item } })).data
        : (await callOp(ops.agendaCreate, { body: { communityID, meetingID, ...item } })).data,
  );
export const useDeleteItem = () =>
  useAgmChange(async (communityID, itemID: string) =>
    callOp(ops.agendaDelete, { body: { communityID, itemID } }),
  );
export const useOrderItems = () =>
  useAgmChange(async (communityID, b: { meetingID: string; itemIDs: string[] }) =>
    callOp(ops.agendaOrder, { body: { communityID, ...b } }),
  );

/** The item's attachment (a PDF or a picture), as multipart with the ids in the query. */
export const useAttachItemFile = () =>
  useAgmChange(async (communityID, { itemID, file }: { itemID: string; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return (await callOp(ops.agendaFile, { query: { communityID, itemID }, body })).data;
  });

/** Voting on an item: open it (one at a time), close it (the tally is final). */
export const useItemStep = (step: 'agendaOpen' | 'agendaClose') =>
  useAgmChange(
    async (communityID, itemID: string) => (await callOp(ops[step], { body: { communityID, itemID } })).data,
  );
