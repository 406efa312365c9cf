import { BATCH_MOVES, type BatchAction } from '@cc/contracts/vms-coupon-batch';
import type { BatchDetail } from '@cc/contracts/vms-coupon-records';
import {
  Alert,
  App,
  Button,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Image,
  Row,
  Skeleton,
  Space,
  Tag,
  Timeline,
} from 'antd';
import i18n from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatDay } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { QrImage } from '../../../shared/ui/qr-image';
import { BatchDialog, PaymentDialog, ReasonDialog } from './batch-dialogs';
import { BatchReport } from './batch-report';
import { useBatch, useCancelBatch, useReview } from './coupon-api';
import { baht, STATE_COLORS } from './coupon-format';
import { PrintSheet } from './print-sheet';

type Dialog = 'edit' | 'payment' | 'reject' | 'cancel' | 'print' | null;
const can = (b: BatchDetail, a: BatchAction) => BATCH_MOVES[a].from.includes(b.state);

/**
 * One batch (`?batchID=`): what was ordered and asked, then (while it waits for review) the slip
 * beside the review controls at the top, the actions its state allows, the timeline.
 */
export function BatchDrawer() {
  const { t } = useTranslation('coupons');
  const [params, setParams] = useSearchParams();
  const batchID = params.get('batchID');
  const { data: b, error, isPending } = useBatch(batchID);
  const close = () =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      q.delete('batchID');
      return q;
    });
  return (
    <Drawer
      open={!!batchID}
      onClose={close}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={960}
      title={b ? t('drawer.title', { no: b.batchNo, unit: b.unitNo }) : t('drawer.loading')}
      data-testid="batch-drawer"
      destroyOnHidden
      className="coupons-drawer"
    >
      {error ? (
        <Alert type="error" showIcon title={errorMessageOf(error)} />
      ) : isPending || !b ? (
        <Skeleton active />
      ) : (
        <BatchBody b={b} />
      )}
    </Drawer>
  );
}

function BatchBody({ b }: { b: BatchDetail }) {
  const { t } = useTranslation('coupons');
  const zone = useTimeZone();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const review = useReview();
  const cancel = useCancelBatch();
  const approve = () =>
    review.mutate(
      { batchID: b.batchID, decision: 'APPROVE' },
      {
        onSuccess: () => void message.success(t('review.approved', { count: b.count })),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  const closeDialog = () => setDialog(null);
  return (
    <div className="coupons-drawer__body">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        items={[
          {
            key: 'state',
            label: t('batch.state'),
            children: (
              <Tag color={STATE_COLORS[b.state]} data-testid="batch-state">
                {t(`states.${b.state}`)}
              </Tag>
            ),
          },
          { key: 'unit', label: t('batch.unit'), children: b.unitNo },
          {
            key: 'count',
            label: t('batch.coupons'),
            children: t('batch.countHours', { count: b.count, hours: b.hours }),
          },
          { key: 'price', label: t('batch.price'), children: t('baht', { amount: baht(b.priceSatang) }) },
          {
            key: 'amount',
            label: t('batch.amount'),
            children: b.amountSatang === null ? '—' : t('baht', { amount: baht(b.amountSatang) }),
          },
          {
            key: 'due',
            label: t('fields.dueDate'),
            children: b.dueDate ? formatDay(`${b.dueDate}T12:00:00Z`, 'UTC') : '—',
          },
          ...(b.note ? [{ key: 'note', label: t('fields.note'), children: b.note }] : []),
          ...(b.reason ? [{ key: 'reason', label: t('fields.reason'), children: b.reason }] : []),
        ]}
      />
      {(b.slips.length > 0 || b.state === 'WAITING_VERIFY') && (
        <div className="coupons-drawer__review" data-testid="batch-review">
          <Row gutter={[16, 16]}>
            <Col xs={24} md={14}>
              <h3>{t('review.slip')}</h3>
              {b.slips.length === 0 ? (
                <Empty description={t('review.noSlip')} />
              ) : (
                <Image.PreviewGroup>
                  <Space wrap>
                    {b.slips.map((s, i) => (
                      <Image
                        key={s.photoID}
                        src={s.url}
                        width={240}
                        alt={t('review.slipAlt', { n: i + 1 })}
                        className="coupons-drawer__slip"
                        data-testid="batch-slip"
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </Col>
            {b.state === 'WAITING_VERIFY' && (
              <Col xs={24} md={10}>
                <h3>{t('review.title')}</h3>
                <p>{t('review.check', { amount: baht(b.amountSatang ?? 0) })}</p>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Button
                    type="primary"
                    block
                    loading={review.isPending}
                    onClick={approve}
                    data-testid="batch-approve"
                  >
                    {t('actions.approve', { count: b.count })}
                  </Button>
                  <Button danger block onClick={() => setDialog('reject')} data-testid="batch-reject">
                    {t('actions.reject')}
                  </Button>
                </Space>
              </Col>
            )}
          </Row>
        </div>
      )}

      <Space wrap className="coupons-drawer__actions">
        {can(b, 'update') && <Button onClick={() => setDialog('edit')}>{t('actions.edit')}</Button>}
        {can(b, 'requestPayment') && (
          <Button type="primary" onClick={() => setDialog('payment')} data-testid="batch-ask-payment">
            {t('actions.requestPayment')}
          </Button>
        )}
        {can(b, 'updatePayment') && (
          <Button onClick={() => setDialog('payment')} data-testid="batch-change-payment">
            {t('actions.updatePayment')}
          </Button>
        )}
        {b.state === 'REVIEWED' && (
          <Button type="primary" onClick={() => setDialog('print')} data-testid="batch-print">
            {t('actions.print')}
          </Button>
        )}
        {can(b, 'cancel') && (
          <Button danger onClick={() => setDialog('cancel')} data-testid="batch-cancel">
            {t('actions.cancel')}
          </Button>
        )}
      </Space>

      {b.promptPayPayload && b.state === 'WAITING_PAYMENT' && (
        <section className="coupons-drawer__pay" aria-label={t('payment.qr')}>
          <QrImage
            text={b.promptPayPayload}
            size={160}
            label={t('payment.qr')}
            className="coupons-drawer__qr"
          />
          <div>
            <strong>{t('payment.qr')}</strong>
            <div>{t('baht', { amount: baht(b.amountSatang ?? 0) })}</div>
            {b.dueDate && <div>{t('payment.due', { date: formatDay(`${b.dueDate}T12:00:00Z`, 'UTC') })}</div>}
          </div>
        </section>
      )}

      {b.state === 'REVIEWED' && <BatchReport batch={b} />}

      <h3>{t('drawer.timeline')}</h3>
      <Timeline
        items={b.timeline.map((e) => ({
          key: `${e.action}-${e.at}`,
          color:
            e.to === 'CANCELLED' || e.action === 'reject' ? 'red' : e.to === 'REVIEWED' ? 'green' : 'blue',
          content: (
            <div>
              <strong>{t(`actionNames.${e.action}`)}</strong> · {t(`states.${e.to}`)}
              <div className="coupons__muted">{formatDateTime(e.at, zone)}</div>
              {e.reason && <div>{t('drawer.because', { reason: e.reason })}</div>}
            </div>
          ),
        }))}
      />

      <BatchDialog open={dialog === 'edit'} onClose={closeDialog} batch={b} />
      {dialog === 'payment' && <PaymentDialog open onClose={closeDialog} batch={b} />}
      <ReasonDialog
        name="coupon_reject"
        open={dialog === 'reject'}
        title={t('review.rejectTitle')}
        okText={t('actions.reject')}
        save={review}
        toInput={(reason) => ({ batchID: b.batchID, decision: 'REJECT' as const, reason })}
        onClose={closeDialog}
      />
      <ReasonDialog
        name="coupon_cancel"
        open={dialog === 'cancel'}
        title={t('cancel.title', { no: b.batchNo })}
        okText={t('actions.cancel')}
        warning={t('cancel.warning')}
        save={cancel}
        toInput={(reason) => ({ batchID: b.batchID, reason })}
        onClose={closeDialog}
      />
      {dialog === 'print' && <PrintSheet batchID={b.batchID} onClose={closeDialog} />}
    </div>
  );
}
