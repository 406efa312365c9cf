import { ISSUE_STAGES } from '@cc/contracts/issuetracking';
import type { TFunction } from 'i18next';

const isStage = (v: unknown): v is (typeof ISSUE_STAGES)[number] =>
  typeof v === 'string' && (ISSUE_STAGES as readonly string[]).includes(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The parts of an activity's detail a person reads: stages, groups, a reason, a note. */
export function activityDetail(t: TFunction<'task-board'>, detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const from = detail.from ?? detail.fromStage;
  const to = detail.to ?? detail.toStage ?? detail.stage;
  if (isStage(from) && isStage(to)) parts.push(`${t(`stage.${from}`)} → ${t(`stage.${to}`)}`);
  const fromGroup = text(detail.fromGroupName ?? detail.fromGroup);
  const toGroup = text(detail.toGroupName ?? detail.toGroup);
  if (fromGroup && toGroup) parts.push(`${fromGroup} → ${toGroup}`);
  for (const key of ['reason', 'note', 'fileName'] as const) {
    const v = text(detail[key]);
    if (v) parts.push(v);
  }
  return parts.join(' · ');
}
