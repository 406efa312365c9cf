import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { activityDetail } from './activity-detail';

const t = ((key: string) => `<${key}>`) as unknown as TFunction<'task-board'>;

describe('activityDetail', () => {
  it('names the stages of a board move and the groups of a group move', () => {
    expect(activityDetail(t, { from: 'DOING', to: 'WAITING', position: 1.5 })).toBe(
      '<stage.DOING> → <stage.WAITING>',
    );
    expect(activityDetail(t, { fromGroupName: 'งานซ่อม', toGroupName: 'อาคาร B' })).toBe('งานซ่อม → อาคาร B');
  });
  it('names the fields an edit changed, a priority in words, and the files attached or removed', () => {
    expect(
      activityDetail(t, {
        changes: { priority: { before: 'LOW', after: 'HIGH' }, labels: { before: [], after: ['A'] } },
      }),
    ).toBe('<fields.priority>: <priority.LOW> → <priority.HIGH> · <fields.labels>');
    expect(activityDetail(t, { added: [{ fileName: 'a.jpg' }, { fileName: 'b.pdf' }] })).toBe(
      '+ a.jpg, b.pdf',
    );
    expect(activityDetail(t, { removed: { fileName: 'a.jpg' } })).toBe('− a.jpg');
  });
  it('keeps a recall reason and ignores what a person cannot read', () => {
    expect(activityDetail(t, { reason: 'ไฟดับอีก', internal: { a: 1 } })).toBe('ไฟดับอีก');
    expect(activityDetail(t, {})).toBe('');
  });
});
