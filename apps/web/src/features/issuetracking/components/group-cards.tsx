import { LockOutlined } from '@ant-design/icons';
import type { IssueGroup } from '@cc/contracts/issuetracking';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/i18n/format-time';
import { GROUP_COLOR_HEX } from './issue-look';

export const boardHref = (groupID: string, taskID?: string) =>
  `/dashboard/issuetracking/group/task?groupID=${groupID}${taskID ? `&taskID=${taskID}` : ''}`;

interface Props {
  groups: readonly IssueGroup[] | undefined;
  loading: boolean;
  error: Error | null;
}

/** A card per group with its figures; a card opens the group's board. */
export function GroupCards({ groups, loading, error }: Props) {
  const { t } = useTranslation('issuetracking');
  if (error) return <Alert type="error" showIcon title={errorMessageOf(error)} />;
  if (loading && !groups) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!groups?.length)
    return (
      <Empty description={t('groups.none')}>
        <Link to="/dashboard/issuetracking/group">{t('menu.groups')}</Link>
      </Empty>
    );
  return (
    <ul className="it-group-cards" data-testid="group-cards">
      {groups.map((g) => (
        <li key={g.groupID}>
          <Link
            to={boardHref(g.groupID)}
            className="it-group-card"
            style={{ borderInlineStartColor: GROUP_COLOR_HEX[g.color] }}
            data-testid="group-card"
          >
            <span className="it-group-card__name">
              {g.isPrivate && <LockOutlined aria-label={t('groups.private')} />} {g.name}
            </span>
            <span className="it-group-card__figures">
              <span>
                <b>{formatNumber(g.counts.current)}</b> {t('groups.current')}
              </span>
              <span className={g.counts.overdue ? 'it-alert' : undefined}>
                <b>{formatNumber(g.counts.overdue)}</b> {t('groups.overdue')}
              </span>
              <span>
                <b>{formatNumber(g.counts.closedThisMonth)}</b> {t('groups.closedThisMonth')}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
