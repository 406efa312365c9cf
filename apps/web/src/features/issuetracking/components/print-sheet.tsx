import type { IssueTask } from '@cc/contracts/issuetracking';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatNumber } from '../../../shared/i18n/format-time';
import { ltr } from '../../../shared/i18n/isolate';
import { daysOpen, printSections } from '../print-rows';
import '../print.css';

interface Props {
  tasks: readonly IssueTask[];
  groupOrder: readonly string[];
  communityName: string;
  timeZone: string;
  printedAt: Date;
}

/**
 * The open list for the committee meeting, on A4 landscape: a heading with the community and
 * when it was printed, then a table per group (overdue first). Only this goes on paper.
 */
export function PrintSheet({ tasks, groupOrder, communityName, timeZone, printedAt }: Props) {
  const { t } = useTranslation('issuetracking');
  const sections = printSections(tasks, groupOrder);
  const total = sections.reduce((n, s) => n + s.tasks.length, 0);
  const overdue = sections.reduce((n, s) => n + s.overdue, 0);
  // In the body itself, beside the app, so print CSS can take the app out of the flow.
  return createPortal(
    <div className="it-print-area" data-testid="print-sheet">
      <header className="it-print__head">
        <h1>{t('print.title')}</h1>
        <div>
          {communityName} · {t('print.printedAt', { at: formatDateTime(printedAt.toISOString(), timeZone) })}
        </div>
        <div>{t('print.totals', { total: formatNumber(total), overdue: formatNumber(overdue) })}</div>
      </header>
      {!sections.length && <p>{t('list.emptyCurrent')}</p>}
      {sections.map((s) => (
        <section key={s.groupID} className="it-print__group">
          <h2>
            {s.groupName} ({formatNumber(s.tasks.length)})
          </h2>
          <table>
            <thead>
              <tr>
                <th>{t('columns.number')}</th>
                <th>{t('columns.title')}</th>
                <th>{t('columns.assignees')}</th>
                <th>{t('columns.priority')}</th>
                <th>{t('columns.stage')}</th>
                <th>{t('columns.due')}</th>
                <th>{t('columns.daysOpen')}</th>
              </tr>
            </thead>
            <tbody>
              {s.tasks.map((task) => (
                <tr key={task.taskID} className={task.dueState === 'OVERDUE' ? 'it-print__late' : undefined}>
                  <td>{ltr(task.number)}</td>
                  <td>{task.title}</td>
                  <td>{task.assignees.map((p) => p.name).join(', ') || '–'}</td>
                  <td>{t(`priority.${task.priority}`)}</td>
                  <td>{t(`stage.${task.stage}`)}</td>
                  <td>
                    {task.dueAt ? formatDay(task.dueAt, timeZone) : '–'}
                    {task.dueState === 'OVERDUE' && ` (${t('due.OVERDUE')})`}
                  </td>
                  <td>{formatNumber(daysOpen(task.createdAt, printedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
