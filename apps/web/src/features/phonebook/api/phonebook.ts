import { type PHONEBOOK_KINDS, phonebookOps } from '@cc/contracts/phonebook';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

/** The phonebook is one query per community (convention in shared/api/query-keys). */
const phonebookKey = (communityID: string) => communityKey('phonebook', communityID);

export type PhonebookKind = (typeof PHONEBOOK_KINDS)[number];

export const phonebookQuery = (communityID: string) =>
  queryOptions({
    queryKey: phonebookKey(communityID),
    queryFn: async () => (await callOp(phonebookOps.list, { query: { communityID } })).items,
  });

export const usePhonebook = () => useQuery(phonebookQuery(useCommunityID()));

/** Every phonebook change answers little; the list is read again so order and counts stay true. */
function usePhonebookMutation<T>(fn: (communityID: string, input: T) => Promise<unknown>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => fn(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: phonebookKey(communityID) }),
  });
}

export interface CategorySave {
  categoryID?: string;
  name: string;
  kind: PhonebookKind;
}

export const useSaveCategory = () =>
  usePhonebookMutation((communityID, { categoryID, ...f }: CategorySave) =>
    categoryID
      ? callOp(phonebookOps.categoryUpdate, { body: { communityID, categoryID, ...f } })
      : callOp(phonebookOps.categoryCreate, { body: { communityID, ...f } }),
  );

export const useDeleteCategory = () =>
  usePhonebookMutation((communityID, categoryID: string) =>
    callOp(phonebookOps.categoryDelete, { body: { communityID, categoryID } }),
  );

export interface EntrySave {
  entryID?: string;
  categoryID: string;
  name: string;
  numbers: string[];
  note: string | null;
}

export const useSaveEntry = () =>
  usePhonebookMutation((communityID, { entryID, ...f }: EntrySave) =>
    entryID
      ? callOp(phonebookOps.entryUpdate, { body: { communityID, entryID, ...f } })
      : callOp(phonebookOps.entryCreate, { body: { communityID, ...f } }),
  );

export const useDeleteEntry = () =>
  usePhonebookMutation((communityID, entryID: string) =>
    callOp(phonebookOps.entryDelete, { body: { communityID, entryID } }),
  );

export type Reorder = { categoryIDs: string[] } | { categoryID: string; entryIDs: string[] };

export const useReorder = () =>
  usePhonebookMutation((communityID, order: Reorder) =>
    callOp(phonebookOps.reorder, { body: { communityID, ...order } }),
  );

/** The list with one item moved up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
