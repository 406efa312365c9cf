/** English, the source of patrol's refusal codes; every other language has exactly these. */
export const en = {
  UNKNOWN_CHECKPOINT: 'This label is not a checkpoint of this community',
  PATROL_CHECKPOINT_NOT_FOUND: 'There is no such checkpoint in this community',
  PATROL_CHECKPOINT_RETIRED: 'This checkpoint is retired',
  PATROL_PLAN_NOT_FOUND: 'There is no such patrol plan in this community',
  PATROL_PLAN_CHECKPOINTS: 'A plan holds only working checkpoints of this community',
  PATROL_ROUND_NOT_FOUND: 'There is no such round in this community',
  PATROL_ROUND_NOT_OPEN: 'This round cannot be started now',
  PATROL_ROUND_CLOSED: 'This round is already {state}',
  PATROL_ROUND_NOTHING_SCANNED: 'Scan at least one checkpoint before finishing the round',
} as const;
