import { patrolOps as ops, type PlanInput } from '@cc/contracts/patrol-ops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';
import { communityKey } from '../../../shared/api/query-keys';
import { useCommunityID } from '../../../shared/session/use-community';

export interface DayRange {
  from: string;
  to: string;
}

/** The area's keys (convention in shared/api/query-keys): a live change refetches them all. */
export const patrolKeys = {
  all: (communityID: string) => communityKey('patrol', communityID),
  checkpoints: (communityID: string) => [...patrolKeys.all(communityID), 'checkpoints'] as const,
  plans: (communityID: string) => [...patrolKeys.all(communityID), 'plans'] as const,
  rounds: (communityID: string, r: DayRange) => [...patrolKeys.all(communityID), 'rounds', r] as const,
  today: (communityID: string) => [...patrolKeys.all(communityID), 'today'] as const,
  report: (communityID: string, r: DayRange) => [...patrolKeys.all(communityID), 'report', r] as const,
};

export const checkpointsQuery = (communityID: string) =>
  queryOptions({
    queryKey: patrolKeys.checkpoints(communityID),
    queryFn: async () => (await callOp(ops.checkpointList, { query: { communityID } })).items,
  });
export const plansQuery = (communityID: string) =>
  queryOptions({
    queryKey: patrolKeys.plans(communityID),
    queryFn: async () => (await callOp(ops.planList, { query: { communityID } })).items,
  });
export const roundsQuery = (communityID: string, r: DayRange) =>
  queryOptions({
    queryKey: patrolKeys.rounds(communityID, r),
    queryFn: async () => (await callOp(ops.roundList, { query: { communityID, ...r } })).items,
  });
export const todayQuery = (communityID: string) =>
  queryOptions({
    queryKey: patrolKeys.today(communityID),
    queryFn: async () => (await callOp(ops.roundToday, { query: { communityID } })).data,
    refetchInterval: 60_000,
  });
export const reportQuery = (communityID: string, r: DayRange) =>
  queryOptions({
    queryKey: patrolKeys.report(communityID, r),
    queryFn: async () => (await callOp(ops.reportByDay, { query: { communityID, ...r } })).data,
  });

export const useCheckpoints = () => useQuery(checkpointsQuery(useCommunityID()));
export const usePlans = () => useQuery(plansQuery(useCommunityID()));
export const useRounds = (r: DayRange) => useQuery(roundsQuery(useCommunityID(), r));
export const usePatrolToday = () => useQuery(todayQuery(useCommunityID()));
export const usePatrolReport = (r: DayRange | null) => {
  const communityID = useCommunityID();
  return useQuery({ ...reportQuery(communityID, r ?? { from: '', to: '' }), enabled: r !== null });
};

/** A change answers only its record; the area is read again so lists and the board agree. */
function useChange<I, O>(call: (communityID: string, input: I) => Promise<O>) {
  const communityID = useCommunityID();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(communityID, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: patrolKeys.all(communityID) }),
  });
}

export interface CheckpointInput {
  checkpointID?: string;
  name: string;
  place: string;
  latitude?: number | null;
  longitude?: number | null;
}
export const useSaveCheckpoint = () =>
  useChange(async (communityID, { checkpointID, ...f }: CheckpointInput) =>
    checkpointID
      ? (await callOp(ops.checkpointUpdate, { body: { communityID, checkpointID, ...f } })).data
      : (await callOp(ops.checkpointCreate, { body: { communityID, ...f } })).data,
  );
export const useRetireCheckpoint = () =>
  useChange(async (communityID, b: { checkpointID: string; replace: boolean }) =>
    callOp(ops.checkpointRetire, { body: { communityID, ...b } }),
  );
export const usePrintLabels = () =>
  useMutation({
    mutationFn: async ({ communityID, checkpointIDs }: { communityID: string; checkpointIDs?: string[] }) =>
      (await callOp(ops.checkpointPrint, { body: { communityID, checkpointIDs } })).data,
  });

export type PlanFields = Omit<PlanInput, 'communityID'>;
export const useSavePlan = () =>
  useChange(async (communityID, { planID, ...f }: PlanFields & { planID?: string }) =>
    planID
      ? (await callOp(ops.planUpdate, { body: { communityID, planID, ...f } })).data
      : (await callOp(ops.planCreate, { body: { communityID, ...f } })).data,
  );

/** The range's report as the API's sheet, headings in the console's language. */
export const downloadPatrolExcel = (communityID: string, r: DayRange) =>
  downloadFile(ops.reportGenerate.path, { communityID, ...r }, `patrol-${r.from}-${r.to}.xlsx`);
