import { ISSUE_STAGES } from '@cc/contracts/issuetracking';
import type { TFunction } from 'i18next';

const isStage = (v: unknown): v is (typeof ISSUE_STAGES)[number] =>
  typeof v === 'string' && (ISSUE_STAGES as readonly string[]).includes(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

const FIELD_LABELS: Record<string, string> = {
  title: 'fields.title',
  text: 'fields.text',
  priority: 'fields.priority',
  dueAt: 'fields.due',
  labels: 'fields.labels',
  buildingID: 'fields.place',
  unitID: 'fields.place',
};
const PRIORITIES = new Set(['URGENT', 'HIGH', 'NORMAL', 'LOW']);

/** An edit's `changes` ({field: {before, after}}): the fields by name, a title or priority with both values. */
function changedFields(t: TFunction<'task-board'>, changes: unknown): string[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, { before?: unknown; after?: unknown }>).flatMap(
    ([field, c]) => {
      const label = FIELD_LABELS[field];
      if (!label) return [];
      const value = (v: unknown) => (PRIORITIES.has(String(v)) ? t(`priority.${String(v)}`) : text(v));
      const [before, after] = [value(c?.before), value(c?.after)];
      return field === 'title' || field === 'priority'
        ? [`${t(label)}: ${before ?? ''} → ${after ?? ''}`]
        : [t(label)];
    },
  );
}

/** The parts of an activity's detail a person reads: stages, groups, a reason, a note. */
export function activityDetail(t: TFunction<'task-board'>, detail: Record<string, unknown>): string {
  const parts: string[] = [];
  const from = detail.from ?? detail.fromStage;
  const to = detail.to ?? detail.toStage ?? detail.stage;
  if (isStage(from) && isStage(to)) parts.push(`${t(`stage.${from}`)} → ${t(`stage.${to}`)}`);
  const fromGroup = text(detail.fromGroupName ?? detail.fromGroup);
  const toGroup = text(detail.toGroupName ?? detail.toGroup);
  if (fromGroup && toGroup) parts.push(`${fromGroup} → ${toGroup}`);
  parts.push(...changedFields(t, detail.changes));
  const files = (v: unknown) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .map((f) => text((f as { fileName?: unknown }).fileName))
      .filter(Boolean)
      .join(', ');
  if (files(detail.added)) parts.push(`+ ${files(detail.added)}`);
  if (files(detail.removed)) parts.push(`− ${files(detail.removed)}`);
  for (const key of ['reason', 'note', 'fileName'] as const) {
    const v = text(detail[key]);
    if (v) parts.push(v);
  }
  return parts.join(' · ');
}
