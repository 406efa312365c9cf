import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EditOutlined,
  InboxOutlined,
  LockOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { IssueGroup } from '@cc/contracts/issuetracking';
import { Alert, App, Button, Space, Switch, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/i18n/format-time';
import { usePermissions } from '../../../shared/session/use-permissions';
import { PageHeader } from '../../../shared/ui/page-header';
import { useArchiveGroup, useGroups, useReorderGroups } from '../api/groups';
import { useIssuesLive } from '../api/live';
import { boardHref } from '../components/group-cards';
import { GroupDialog } from '../components/group-dialog';
import { GroupDot } from '../components/issue-look';
import { positionsAfterMove } from '../group-order';
import '../issuetracking.css';
import '../views.css';

/**
 * /dashboard/issuetracking/group: the office's groups. Managers create, rename, recolour,
 * reorder, archive and choose a private group's members; others see the list.
 */
export function GroupPage() {
  const { t } = useTranslation('issuetracking');
  const { message, modal } = App.useApp();
  const [archived, setArchived] = useState(false);
  const groups = useGroups(archived);
  const isManager = usePermissions().has('ISSUE_TRACKING:approve');
  const archive = useArchiveGroup();
  const reorder = useReorderGroups();
  const [editing, setEditing] = useState<IssueGroup | 'new' | null>(null);
  useIssuesLive();
  const list = groups.data ?? [];

  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(positionsAfterMove(list, index, by), {
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  const confirmArchive = (g: IssueGroup) =>
    modal.confirm({
      title: t('groups.archiveTitle', { name: g.name }),
      content: t('groups.archiveBody'),
      okText: t('groups.archive'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        archive
          .mutateAsync(g.groupID)
          .then(() => void message.success(t('groups.archived', { name: g.name })))
          // The server refuses while the group holds current tasks; its message says so.
          .catch((e) => void message.error(errorMessageOf(e))),
    });

  return (
    <div className="it-page">
      <section className="cc-card">
        <PageHeader
          title={t('groups.title')}
          extra={
            <>
              <span className="it-switch">
                <Switch
                  id="show-archived"
                  checked={archived}
                  onChange={setArchived}
                  aria-labelledby="show-archived-label"
                  data-testid="show-archived"
                />
                <span id="show-archived-label">{t('groups.showArchived')}</span>
              </span>
              {isManager && !archived && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing('new')}
                  data-testid="add-group"
                >
                  {t('groups.add')}
                </Button>
              )}
            </>
          }
        />
        {groups.error && <Alert type="error" showIcon title={errorMessageOf(groups.error)} />}
        <Table<IssueGroup>
          rowKey="groupID"
          loading={groups.isPending || groups.isPlaceholderData || reorder.isPending}
          dataSource={list}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: archived ? t('groups.noneArchived') : t('groups.none') }}
          data-testid="group-table"
          columns={[
            {
              key: 'name',
              title: t('groups.name'),
              render: (_, g) => (
                <span className="it-group-name">
                  <GroupDot color={g.color} />
                  {archived ? g.name : <Link to={boardHref(g.groupID)}>{g.name}</Link>}
                  {g.isPrivate && (
                    <Tooltip title={g.members.map((m) => m.name).join(', ') || t('groups.noMembers')}>
                      <span className="it-muted">
                        <LockOutlined /> {t('groups.memberCount', { n: formatNumber(g.members.length) })}
                      </span>
                    </Tooltip>
                  )}
                </span>
              ),
            },
            {
              key: 'current',
              title: t('groups.current'),
              width: 90,
              align: 'end',
              render: (_, g) => formatNumber(g.counts.current),
            },
            {
              key: 'overdue',
              title: t('groups.overdue'),
              width: 90,
              align: 'end',
              render: (_, g) => formatNumber(g.counts.overdue),
            },
            {
              key: 'closed',
              title: t('groups.closedThisMonth'),
              width: 130,
              align: 'end',
              render: (_, g) => formatNumber(g.counts.closedThisMonth),
            },
            ...(isManager && !archived
              ? [
                  {
                    key: 'actions',
                    title: t('common.actions'),
                    width: 150,
                    // Stays in sight while a phone scrolls the figures sideways.
                    fixed: 'end' as const,
                    render: (_: unknown, g: IssueGroup, index: number) => (
                      <Space size={4}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={t('groups.up', { name: g.name })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={t('groups.down', { name: g.name })}
                          disabled={index === list.length - 1}
                          onClick={() => move(index, 1)}
                        />
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('groups.editOf', { name: g.name })}
                          onClick={() => setEditing(g)}
                          data-testid="edit-group"
                        />
                        <Button
                          size="small"
                          danger
                          icon={<InboxOutlined />}
                          aria-label={t('groups.archiveOf', { name: g.name })}
                          onClick={() => confirmArchive(g)}
                          data-testid="archive-group"
                        />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
      <GroupDialog
        open={editing !== null}
        group={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
