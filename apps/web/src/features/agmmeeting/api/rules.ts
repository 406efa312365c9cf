import type { AgmRuleUpdate } from '@cc/contracts/agmmeeting-inputs';
import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { useCommunityID } from '../../../shared/session/use-community';
import { agmKeys, useAgmChange } from './agm-keys';

export const rulesQuery = (communityID: string) =>
  queryOptions({
    queryKey: agmKeys.rules(communityID),
    queryFn: async () => (await callOp(ops.ruleList, { query: { communityID } })).items,
    staleTime: 60_000,
  });

/** The community's rules (its type's), each with its legal reference. */
export const useRules = () => useQuery(rulesQuery(useCommunityID()));

export const useUpdateRule = () =>
  useAgmChange(
    async (communityID, b: Omit<AgmRuleUpdate, 'communityID'>) =>
      (await callOp(ops.ruleUpdate, { body: { communityID, ...b } })).data,
  );
