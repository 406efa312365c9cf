import { PrinterOutlined } from '@ant-design/icons';
import { repairOfficeOps } from '@cc/contracts/repair-office-ops';
import type { RepairAction, RepairDetail } from '@cc/contracts/repair-records';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadWorkOrder, useAccept, useRequest } from '../api/requests';
import { useLiveRequests } from '../api/use-live-requests';
import { OfficeOnly } from '../components/office-only';
import { Photos } from '../components/photos';
import { QuoteDialog } from '../components/quote-dialog';
import { ScheduleDialog } from '../components/schedule-dialog';
import {
  CloseDialog,
  DeleteDialog,
  ForceCloseDialog,
  ProgressDialog,
  RejectDialog,
} from '../components/simple-dialogs';
import { SlaTag, Stars, StateTag } from '../components/tags';
import { spanOf, whenOf } from '../format';
import { formatBaht } from '../money';
import '../repair.css';

/** /dashboard/repair/detail?requestID=: the request, its clocks and timeline, and the steps allowed now. */
export function DetailPage() {
  return (
    <OfficeOnly op={repairOfficeOps.info}>
      <DetailPageView />
    </OfficeOnly>
  );
}

type Dialog = 'reject' | 'quote' | 'schedule' | 'progress' | 'requestClose' | 'forceClose' | 'delete';

function DetailPageView() {
  const { t } = useTranslation('repair');
  const [params] = useSearchParams();
  const requestID = params.get('requestID') ?? '';
  const { data, error, isPending } = useRequest(requestID);
  useLiveRequests();
  if (data) return <RequestView request={data} />;
  return (
    <div>
      <PageHeader title={t('menu.detail')} />
      {!requestID ? (
        <Empty description={t('detail.none')} />
      ) : error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : (
        isPending && <Skeleton active />
      )}
    </div>
  );
}

function RequestView({ request: r }: { request: RepairDetail }) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const accept = useAccept();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const has = (a: RepairAction) => r.actions.includes(a);
  const onError = (e: unknown) => void message.error(errorMessageOf(e));
  const print = () => downloadWorkOrder(communityID, r.requestID, r.no).catch(onError);
  const button = (a: Dialog, label: string, danger = false): ReactNode =>
    has(a) && (
      <Button danger={danger} onClick={() => setDialog(a)} data-testid={`action-${a}`}>
        {label}
      </Button>
    );
  const close = () => setDialog(null);
  return (
    <div className="rp-detail">
      <PageHeader
        title={
          <>
            {t('detail.title', { no: r.no })} <StateTag state={r.state} />
          </>
        }
        titleTestId="request-title"
        extra={
          <Button icon={<PrinterOutlined />} onClick={print} data-testid="print">
            {t('actions.print')}
          </Button>
        }
      />
      <Space wrap className="rp-actions" data-testid="actions">
        {has('accept') && (
          <Popconfirm
            title={t('confirm.accept', { no: r.no })}
            okText={t('actions.accept')}
            cancelText={t('common.back')}
            onConfirm={() =>
              accept.mutate(
                { requestID: r.requestID },
                { onSuccess: () => void message.success(t('saved.accept')), onError },
              )
            }
          >
            <Button type="primary" loading={accept.isPending} data-testid="action-accept">
              {t('actions.accept')}
            </Button>
          </Popconfirm>
        )}
        {button('reject', t('actions.reject'), true)}
        {button('quote', r.quote ? t('actions.requote') : t('actions.quote'))}
        {button('schedule', r.appointment ? t('actions.reschedule') : t('actions.schedule'))}
        {button('progress', t('actions.progress'))}
        {button('requestClose', t('actions.requestClose'))}
        {button('forceClose', t('actions.forceClose'), true)}
        {button('delete', t('actions.delete'), true)}
      </Space>
      <div className="rp-detail__grid">
        <Card size="small" title={t('detail.request')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('columns.unit')}>
              {r.unitNo}
              {r.buildingName ? ` (${r.buildingName})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.requester')}>
              {[r.requester.name, r.requester.phone].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.category')}>{r.categoryName}</Descriptions.Item>
            <Descriptions.Item label={t('columns.filed')}>{whenOf(r.createdAt, timeZone)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.preferredTimes')}>
              {r.preferredTimes ?? '–'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.mayEnter')}>
              {r.mayEnterWhenAbsent ? t('common.yes') : t('common.no')}
            </Descriptions.Item>
            {r.reason && <Descriptions.Item label={t('fields.reason')}>{r.reason}</Descriptions.Item>}
          </Descriptions>
          <p className="rp-description" data-testid="description">
            {r.description}
          </p>
          <Photos photos={r.photos} alt={t('detail.photo')} />
        </Card>
        <Card size="small" title={t('detail.sla')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <SlaTag sla={r.sla} />
            <Table
              size="small"
              rowKey="step"
              pagination={false}
              dataSource={r.slaClocks}
              columns={[
                { key: 'step', title: t('detail.step'), render: (_, c) => t(`step.${c.step}`) },
                {
                  key: 'due',
                  title: t('detail.due'),
                  render: (_, c) => (c.dueAt ? whenOf(c.dueAt, timeZone) : '–'),
                },
                {
                  key: 'done',
                  title: t('detail.done'),
                  render: (_, c) =>
                    c.doneAt ? (
                      whenOf(c.doneAt, timeZone)
                    ) : c.breached ? (
                      <Tag color="red">{t('sla.BREACHED')}</Tag>
                    ) : c.warning ? (
                      <Tag color="orange">{t('sla.WARNING')}</Tag>
                    ) : (
                      '–'
                    ),
                },
              ]}
            />
            {r.appointment && (
              <div data-testid="appointment">
                <strong>{t('columns.appointment')}:</strong>{' '}
                {spanOf(r.appointment.startsAt, r.appointment.endsAt, timeZone)} ·{' '}
                {r.appointment.technicianName}
              </div>
            )}
          </Space>
        </Card>
        {r.quote && (
          <Card size="small" title={t('detail.quote')} data-testid="quote">
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={r.quote.lines}
              columns={[
                { key: 'name', title: t('quote.name'), render: (_, l) => l.name },
                {
                  key: 'qty',
                  title: t('quote.quantity'),
                  align: 'end',
                  render: (_, l) => `${l.quantity} ${l.unit}`,
                },
                {
                  key: 'price',
                  title: t('quote.price'),
                  align: 'end',
                  render: (_, l) => formatBaht(l.unitPriceSatang),
                },
                {
                  key: 'amount',
                  title: t('quote.amount'),
                  align: 'end',
                  render: (_, l) => formatBaht(l.amountSatang),
                },
              ]}
            />
            <p className="rp-quote-total">
              {t('quote.total')}: <strong>{formatBaht(r.quote.totalSatang)}</strong>
            </p>
            {r.quote.note && <p>{r.quote.note}</p>}
          </Card>
        )}
        {r.close && (
          <Card size="small" title={t('detail.close')} data-testid="close">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('fields.closeNote')}>{r.close.note ?? '–'}</Descriptions.Item>
              <Descriptions.Item label={t('fields.collected')}>
                {formatBaht(r.close.collectedSatang)} ({t(`method.${r.close.method}`)})
              </Descriptions.Item>
              {r.close.autoClosesAt && !r.close.closedAt && (
                <Descriptions.Item label={t('detail.autoCloses')}>
                  {whenOf(r.close.autoClosesAt, timeZone)}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Photos photos={r.close.photos} alt={t('detail.photo')} />
          </Card>
        )}
        {r.review && (
          <Card size="small" title={t('detail.review')} data-testid="review">
            <Stars stars={r.review.stars} />
            {r.review.comment && <p>{r.review.comment}</p>}
            <Photos photos={r.review.photo ? [r.review.photo] : []} alt={t('detail.photo')} />
            <div className="cc-muted">{whenOf(r.review.at, timeZone)}</div>
          </Card>
        )}
      </div>
      <Card size="small" title={t('detail.timeline')} className="rp-timeline">
        <Timeline
          data-testid="timeline"
          items={r.timeline.map((e) => ({
            key: `${e.at}-${e.action}`,
            color: e.shownToResident ? 'blue' : 'gray',
            content: (
              <div>
                <div>
                  <strong>{t(`event.${e.action}`, { defaultValue: e.action })}</strong>
                  {e.toState && <> → {t(`state.${e.toState}`)}</>}
                  <span className="cc-muted">
                    {' '}
                    · {whenOf(e.at, timeZone)}
                    {e.by ? ` · ${e.by}` : ''}
                  </span>
                </div>
                {e.text && <div className="rp-note">{e.text}</div>}
                <Photos photos={e.photos} alt={t('detail.photo')} />
              </div>
            ),
          }))}
        />
      </Card>
      {dialog === 'reject' && <RejectDialog request={r} onClose={close} />}
      {dialog === 'quote' && <QuoteDialog request={r} onClose={close} />}
      {dialog === 'schedule' && <ScheduleDialog request={r} onClose={close} />}
      {dialog === 'progress' && <ProgressDialog request={r} onClose={close} />}
      {dialog === 'requestClose' && <CloseDialog request={r} onClose={close} />}
      {dialog === 'forceClose' && <ForceCloseDialog request={r} onClose={close} />}
      {dialog === 'delete' && <DeleteDialog request={r} onClose={close} />}
    </div>
  );
}
