import { formatCode, type Invitation } from '@cc/contracts/invitation';
import { Alert, App, Button, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import {
  type InvitationFilter,
  type InvitationStatus,
  useInvitations,
  useRevokeCodes,
} from '../api/invitations';
import { CodeStatus } from '../components/code-status';
import { errorText } from '../directory-rules';
import '../directory.css';

const STATUSES: InvitationStatus[] = ['PENDING', 'USED', 'EXPIRED', 'REVOKED'];

/** /dashboard/directory: search invitation codes by code or unit; revoke pending ones. */
export function InviteSearchPage() {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const canWrite = usePermissions().has('DIRECTORY:write');
  const [filter, setFilter] = useState<InvitationFilter>({});
  const [selected, setSelected] = useState<string[]>([]);
  const list = useInvitations(filter);
  const revoke = useRevokeCodes();
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (patch: Partial<InvitationFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const doRevoke = (codes: string[]) =>
    revoke
      .mutateAsync(codes)
      .then(({ revoked }) => {
        setSelected([]);
        void message.success(t('invite.revoked', { count: revoked }));
      })
      .catch((e: unknown) => void message.error(errorText(e)));
  return (
    <div className="dir-page">
      <h1 className="page-title">{t('menu.inviteSearch')}</h1>
      <section className="cc-card">
        <div className="dir-filters dir-filters--three">
          <Input.Search
            allowClear
            placeholder={t('invite.search')}
            aria-label={t('invite.search')}
            onSearch={(q) => set({ q: q.trim() || undefined })}
            data-testid="code-search"
          />
          <Select
            allowClear
            placeholder={t('invite.allKinds')}
            aria-label={t('invite.kind')}
            options={(['RESIDENT', 'STAFF'] as const).map((k) => ({
              value: k,
              label: t(`invite.kinds.${k}`),
            }))}
            onChange={(kind?: 'RESIDENT' | 'STAFF') => set({ kind })}
          />
          <Select
            allowClear
            placeholder={t('invite.allStatuses')}
            aria-label={t('invite.status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`codeStatus.${s}`) }))}
            onChange={(status?: InvitationStatus) => set({ status })}
          />
        </div>
        {canWrite && selected.length > 0 && (
          <Space style={{ marginBlockEnd: 12 }}>
            <Popconfirm
              title={t('invite.revokeConfirm', { count: selected.length })}
              okText={t('invite.revoke')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => doRevoke(selected)}
            >
              <Button danger loading={revoke.isPending}>
                {t('invite.revokeSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
          </Space>
        )}
        {list.error && <Alert type="error" showIcon title={errorText(list.error)} />}
        <Table<Invitation>
          rowKey="code"
          loading={list.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 860 }}
          rowSelection={
            canWrite
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as string[]),
                  getCheckboxProps: (r) => ({ disabled: r.status !== 'PENDING' }),
                }
              : undefined
          }
          locale={{ emptyText: filter.q ? t('invite.noMatch') : t('invite.empty') }}
          columns={[
            {
              title: t('invite.code'),
              dataIndex: 'code',
              render: (c: string) => <span className="dir-codes">{formatCode(c)}</span>,
            },
            {
              title: t('invite.kind'),
              dataIndex: 'kind',
              render: (k: 'RESIDENT' | 'STAFF') => t(`invite.kinds.${k}`),
            },
            { title: t('unit.unitNo'), dataIndex: 'unitNo', render: (v: string | null) => v ?? '–' },
            {
              title: t('people.role'),
              key: 'role',
              render: (_, c) => (c.unitRole ? t(`unitRoles.${c.unitRole}`) : t(`shared:roles.${c.role}`)),
            },
            {
              title: t('invite.status'),
              dataIndex: 'status',
              render: (s: InvitationStatus) => <CodeStatus status={s} />,
            },
            { title: t('invite.expires'), dataIndex: 'expiresAt', render: (v: string) => formatDate(v) },
            { title: t('invite.usedBy'), dataIndex: 'usedBy', render: (v: string | null) => v ?? '–' },
            ...(canWrite
              ? [
                  {
                    title: t('common.actions'),
                    key: 'a',
                    render: (_: unknown, c: Invitation) =>
                      c.status === 'PENDING' && (
                        <Popconfirm
                          title={t('invite.revokeConfirm', { count: 1 })}
                          okText={t('invite.revoke')}
                          cancelText={t('common.cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => doRevoke([c.code])}
                        >
                          <Button size="small" danger>
                            {t('invite.revoke')}
                          </Button>
                        </Popconfirm>
                      ),
                  },
                ]
              : []),
          ]}
        />
        <LoadMore
          query={list}
          shownText={t('common.shown', { count: rows.length })}
          moreText={t('common.loadMore')}
        />
      </section>
    </div>
  );
}
