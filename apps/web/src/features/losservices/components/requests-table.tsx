import { DownloadOutlined } from '@ant-design/icons';
import {
  OPEN_STATUSES,
  PARTNER_MOVES,
  REQUEST_MOVES,
  REQUEST_STATUSES,
  type RequestStatus,
  type ServiceRequest,
} from '@cc/contracts/losservices';
import { Alert, App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatCalendarDay, formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { LoadMore } from '../../../shared/ui/load-more';
import { downloadRequests, type RequestFilter, useMoveRequest, useRequests } from '../api/losservices';
import { MoveDialog, type WordedMove } from './move-dialog';

const STATUS_COLORS: Record<RequestStatus, string> = {
  REQUESTED: 'gold',
  ACCEPTED: 'blue',
  SCHEDULED: 'geekblue',
  DONE: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
};

const allowed = (to: keyof typeof REQUEST_MOVES, from: RequestStatus) =>
  (REQUEST_MOVES[to] as readonly RequestStatus[]).includes(from);

/** The requests, newest first, with the moves the office may make for the partner. */
export function RequestsTable({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('losservices');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [status, setStatus] = useState<RequestStatus | 'OPEN' | 'ALL'>('OPEN');
  const [search, setSearch] = useState('');
  const filter: RequestFilter = {
    ...(status === 'OPEN' ? { openOnly: true } : status === 'ALL' ? {} : { status }),
    search: search || undefined,
  };
  const query = useRequests(filter);
  const communityID = useCommunityID();
  const canExport = usePermissions().has('LOS_SERVICES:read');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadRequests(communityID, filter).catch((e) => void message.error(errorMessageOf(e)));
    setDownloading(false);
  };
  const move = useMoveRequest();
  const [worded, setWorded] = useState<{ requestID: string; move: WordedMove } | null>(null);
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];

  const quick = (r: ServiceRequest, to: 'ACCEPTED' | 'DONE') => (
    <Popconfirm
      key={to}
      title={t(`confirm.${to}`)}
      okText={t('confirm.yes')}
      cancelText={t('confirm.no')}
      onConfirm={() =>
        move.mutate(
          { requestID: r.requestID, status: to },
          {
            onSuccess: () => void message.success(t('saved')),
            onError: (e) => void message.error((e as Error).message),
          },
        )
      }
    >
      <Button size="small" type={to === 'DONE' ? 'primary' : 'default'}>
        {t(`actions.${to}`)}
      </Button>
    </Popconfirm>
  );

  return (
    <>
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Select
          aria-label={t('filters.status')}
          value={status}
          onChange={setStatus}
          style={{ minInlineSize: 160 }}
          options={[
            { value: 'OPEN', label: t('filters.open') },
            { value: 'ALL', label: t('filters.all') },
            ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ inlineSize: 300, maxInlineSize: '100%' }}
        />
        {canExport && (
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={download}>
            {t('actions.excel')}
          </Button>
        )}
      </Space>
      {query.error ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : (
        <Table<ServiceRequest>
          rowKey="requestID"
          loading={query.isPending}
          dataSource={rows}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          scroll={{ x: 900 }}
          data-testid="losservices-requests"
          columns={[
            {
              key: 'created',
              title: t('columns.created'),
              render: (_, r) => formatDateTime(r.createdAt, timeZone),
            },
            {
              key: 'service',
              title: t('columns.service'),
              render: (_, r) => (
                <>
                  <div>{r.serviceName}</div>
                  <div className="cc-muted">{r.vendorName}</div>
                </>
              ),
            },
            {
              key: 'requester',
              title: t('columns.requester'),
              render: (_, r) => (
                <>
                  <div>{r.requesterName}</div>
                  <div className="cc-muted">{r.place}</div>
                </>
              ),
            },
            {
              key: 'preferred',
              title: t('columns.preferred'),
              render: (_, r) => formatCalendarDay(r.preferredDate),
            },
            {
              key: 'status',
              title: t('columns.status'),
              render: (_, r) => (
                <>
                  <Tag color={STATUS_COLORS[r.status]}>{t(`statuses.${r.status}`)}</Tag>
                  {r.review && <div className="cc-muted">{t('review', { rating: r.review.rating })}</div>}
                  {r.statusNote && <div className="cc-muted">{r.statusNote}</div>}
                </>
              ),
            },
            {
              key: 'scheduled',
              title: t('columns.scheduled'),
              render: (_, r) => (r.scheduledAt ? formatDateTime(r.scheduledAt, timeZone) : '–'),
            },
            ...(canWrite
              ? [
                  {
                    key: 'actions',
                    title: t('columns.actions'),
                    render: (_: unknown, r: ServiceRequest) =>
                      OPEN_STATUSES.includes(r.status) && (
                        <Space wrap size={4}>
                          {PARTNER_MOVES.filter((m) => allowed(m, r.status)).map((m) =>
                            m === 'ACCEPTED' || m === 'DONE' ? (
                              quick(r, m)
                            ) : (
                              <Button
                                key={m}
                                size="small"
                                danger={m === 'REJECTED'}
                                onClick={() => setWorded({ requestID: r.requestID, move: m })}
                              >
                                {t(`actions.${m}`)}
                              </Button>
                            ),
                          )}
                          <Button
                            size="small"
                            danger
                            type="text"
                            onClick={() => setWorded({ requestID: r.requestID, move: 'CANCELLED' })}
                          >
                            {t('actions.cancel')}
                          </Button>
                        </Space>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <LoadMore query={query} shownText={t('shown', { count: rows.length })} moreText={t('more')} />
      <MoveDialog
        requestID={worded?.requestID ?? ''}
        move={worded?.move ?? null}
        onClose={() => setWorded(null)}
      />
    </>
  );
}
