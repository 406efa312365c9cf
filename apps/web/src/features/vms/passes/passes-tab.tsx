import { vmsPassOps } from '@cc/contracts/vms-pass-ops';
import { type GuestPassRecord, PASS_STATES, type PassState } from '@cc/contracts/vms-pass-records';
import { Alert, Button, Empty, Grid, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useCan } from '../../../shared/session/use-can';
import { useTimeZone } from '../../../shared/session/use-community';
import { LoadMore } from '../../../shared/ui/load-more';
import { usePassList } from './api/passes';
import { CancelPass } from './cancel-pass';
import { PassDialog } from './pass-dialog';
import { PassQr } from './pass-qr';
import { PassSettings } from './pass-settings';
import { TAG_COLOURS, tagStateOf } from './pass-state';
import { VerifyBox } from './verify-box';
import './passes.css';

/** Pre-registrations: the passes by state a page at a time, a new pass, its QR, cancel, check, settings. */
export function PassesTab() {
  const { t, i18n } = useTranslation('passes');
  const zone = useTimeZone();
  const can = useCan();
  const [state, setState] = useState<PassState | undefined>('ACTIVE');
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<GuestPassRecord | null>(null);
  const [cancelling, setCancelling] = useState<GuestPassRecord | null>(null);
  const list = usePassList(state);
  const passes = list.data?.pages.flatMap((p) => p.items) ?? [];
  const when = (iso: string) => formatInstant(iso, zone, i18n.language);
  const isGate = can(vmsPassOps.verify);
  // A phone gets cards: a table's state and actions would sit off-screen behind a scroll.
  const narrow = !Grid.useBreakpoint().md;
  const tagOf = (p: GuestPassRecord) => {
    const s = tagStateOf(p);
    return <Tag color={TAG_COLOURS[s]}>{t(`state.${s}`)}</Tag>;
  };
  const actionsOf = (p: GuestPassRecord) => (
    <Space size="small" wrap>
      <Button size="small" onClick={() => setShown(p)}>
        {t('showQr')}
      </Button>
      {p.state === 'ACTIVE' && (
        <Button size="small" danger onClick={() => setCancelling(p)}>
          {t('cancelPass')}
        </Button>
      )}
    </Space>
  );
  const columns: ColumnsType<GuestPassRecord> = [
    {
      key: 'guest',
      title: t('columns.guest'),
      render: (_, p) => (
        <div className="vms-passes__guest">
          <Typography.Text strong>{p.guestName}</Typography.Text>
          {(p.plate || p.phone) && (
            <Typography.Text type="secondary">
              {[p.plate, p.phone].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'unit', title: t('columns.unit'), dataIndex: 'unitNo' },
    {
      key: 'window',
      title: t('columns.window'),
      render: (_, p) => (
        <span className="vms-passes__window">
          {when(p.validFrom)}
          <br />
          {when(p.validTo)}
        </span>
      ),
    },
    {
      key: 'entries',
      title: t('columns.entries'),
      render: (_, p) => t('entriesOf', { used: p.entriesUsed, allowed: p.entriesAllowed }),
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, p) => tagOf(p),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, p) => actionsOf(p),
    },
  ];
  return (
    <div className="vms-passes" data-testid="vms-passes">
      <section>
        <div className="vms-passes__toolbar">
          <Select<PassState | 'ALL'>
            aria-label={t('filterLabel')}
            value={state ?? 'ALL'}
            onChange={(v) => setState(v === 'ALL' ? undefined : v)}
            options={[
              { value: 'ALL', label: t('all') },
              ...PASS_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
            ]}
            style={{ minWidth: 160 }}
            data-testid="pass-state-filter"
          />
          {isGate && can(vmsPassOps.preregister) && (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="pass-new">
              {t('new')}
            </Button>
          )}
        </div>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <>
            {narrow ? (
              list.isPending ? (
                <Skeleton active />
              ) : passes.length === 0 ? (
                <Empty description={t('empty')} />
              ) : (
                <ul className="vms-pass-cards" data-testid="pass-cards">
                  {passes.map((p) => (
                    <li key={p.passID} className="vms-pass-card">
                      <div className="vms-pass-card__head">
                        <Typography.Text strong>{p.guestName}</Typography.Text>
                        {tagOf(p)}
                      </div>
                      <Typography.Text type="secondary">
                        {[
                          p.unitNo,
                          p.plate,
                          t('entriesOf', { used: p.entriesUsed, allowed: p.entriesAllowed }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography.Text>
                      <Typography.Text>
                        {t('windowText', { from: when(p.validFrom), to: when(p.validTo) })}
                      </Typography.Text>
                      {actionsOf(p)}
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <Table<GuestPassRecord>
                rowKey="passID"
                size="middle"
                columns={columns}
                dataSource={passes}
                loading={list.isPending}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <Empty description={t('empty')} /> }}
              />
            )}
            {passes.length > 0 && (
              <LoadMore query={list} shownText={t('shown', { count: passes.length })} moreText={t('more')} />
            )}
          </>
        )}
      </section>
      <aside className="vms-passes__side">
        {isGate && <VerifyBox />}
        <PassSettings />
      </aside>
      <PassDialog open={creating} onClose={() => setCreating(false)} onCreated={setShown} />
      <PassQr pass={shown} onClose={() => setShown(null)} />
      <CancelPass pass={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
