import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import {
  PAYMENT_METHODS,
  type VisitDetail,
  VMS_REASON_MAX,
  type VmsPaymentMethod,
} from '@cc/contracts/vms-records';
import { Alert, App, Button, Form, Input, Radio, Skeleton, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { CouponField } from './coupon-field';
import { useCheckout, useFeePreview, useFeeWithCoupons, useVisit } from './desk-api';
import { formatBaht, plateOf, stayMinutesOf, stayParts } from './desk-format';
import { FeeTable } from './fee-receipt';
import { PromptPayQr } from './promptpay-qr';
import { StampList } from './stamp-list';
import { useTicketTexts } from './ticket-texts';

interface Props {
  visitID: string;
  /** The visit has left: the receipt is printed from what the API charged. */
  onDone: (visit: VisitDetail, fee: FeeBreakdown, paymentMethod: VmsPaymentMethod | null) => void;
  onClose?: () => void;
  /** Put the caret on the confirm button when the panel opens (the desk's scan flow). */
  focusConfirm?: boolean;
}

/**
 * A visitor leaving: the visit, its stamps, the fee of leaving now (read again when the slip is
 * lost, or when a stamp arrives live), how it is paid, and the confirmation that charges it.
 */
export function CheckoutPanel({ visitID, onDone, onClose, focusConfirm }: Props) {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [slipLost, setSlipLost] = useState(false);
  const [method, setMethod] = useState<VmsPaymentMethod>('CASH');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [coupons, setCoupons] = useState<string[]>([]);
  const visit = useVisit(visitID);
  const inside = visit.data ? !visit.data.checkedOutAt : false;
  const fee = useFeePreview(inside ? visitID : null, slipLost, coupons);
  const feeWith = useFeeWithCoupons();
  const promptPayID = useTicketTexts().promptPayID;
  const checkout = useCheckout();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const ready = Boolean(visit.data && fee.data);
  // A stay that costs nothing is paid by no one: no method is asked for or recorded.
  const free = fee.data?.totalSatang === 0;

  useEffect(() => {
    if (focusConfirm && ready) confirmRef.current?.focus();
  }, [focusConfirm, ready]);

  if (visit.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (visit.error) return <Alert type="error" showIcon title={errorMessageOf(visit.error)} />;
  const v = visit.data;

  const confirm = () => {
    if (!free && method === 'WAIVED' && !reason.trim()) {
      setReasonError(true);
      return;
    }
    checkout.mutate(
      {
        visitID,
        slipLost,
        couponCodes: coupons,
        ...(free ? {} : { paymentMethod: method }),
        ...(!free && method === 'WAIVED' ? { waiveReason: reason.trim() } : {}),
      },
      {
        onSuccess: ({ fee: charged, ...left }) => {
          void message.success(t('checkout.done', { code: left.slipCode }));
          onDone(left, charged, left.paymentMethod);
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  };

  return (
    <section className="vms-checkout" data-testid="checkout-panel" aria-label={t('checkout.title')}>
      <div className="vms-checkout__head">
        <div>
          <div className="vms-checkout__code">{v.slipCode}</div>
          <div className="vms-checkout__who">
            <bdi>{v.name}</bdi> · <bdi>{t('unitValue', { unit: v.unitNo })}</bdi>
            {plateOf(v) && (
              <>
                {' · '}
                <bdi>{plateOf(v)}</bdi>
              </>
            )}
          </div>
        </div>
        {v.overstayed && inside && <span className="vms-tag vms-tag--overstay">{t('overstay')}</span>}
      </div>
      <dl className="vms-facts">
        <div>
          <dt>{t('fields.checkedInAt')}</dt>
          <dd>{formatDateTime(v.checkedInAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t('fields.stay')}</dt>
          <dd>{t('stay', stayParts(stayMinutesOf(v)))}</dd>
        </div>
        {v.badge && (
          <div>
            <dt>{t('fields.badge')}</dt>
            <dd>{v.badge}</dd>
          </div>
        )}
      </dl>
      <StampList visit={v} />
      {!inside ? (
        <Alert
          type="info"
          showIcon
          title={t('checkout.alreadyOut', { at: formatDateTime(v.checkedOutAt, timeZone) })}
        />
      ) : (
        <>
          {fee.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : fee.error ? (
            <Alert type="error" showIcon title={errorMessageOf(fee.error)} />
          ) : (
            <FeeTable fee={fee.data} />
          )}
          <Form layout="vertical" className="vms-checkout__form" onFinish={confirm}>
            <Form.Item label={t('coupon.label')} htmlFor="vms-coupon">
              <CouponField
                codes={coupons}
                onTry={(codes) => feeWith(visitID, slipLost, codes)}
                onChange={setCoupons}
              />
            </Form.Item>
            <Form.Item label={t('checkout.slipLost')} htmlFor="vms-slip-lost">
              <Switch id="vms-slip-lost" checked={slipLost} onChange={setSlipLost} data-testid="slip-lost" />
            </Form.Item>
            {!free && (
              <Form.Item label={t('fields.paymentMethod')}>
                <Radio.Group
                  value={method}
                  onChange={(e) => setMethod(e.target.value as VmsPaymentMethod)}
                  optionType="button"
                  options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
                />
              </Form.Item>
            )}
            {!free && method === 'PROMPTPAY' && promptPayID && fee.data && (
              <PromptPayQr visitID={visitID} slipLost={slipLost} couponCodes={coupons} />
            )}
            {!free && method === 'WAIVED' && (
              <Form.Item
                label={t('fields.waiveReason')}
                htmlFor="vms-waive-reason"
                validateStatus={reasonError ? 'error' : undefined}
                help={reasonError ? t('checkout.reasonRequired') : undefined}
              >
                <Input
                  id="vms-waive-reason"
                  value={reason}
                  maxLength={VMS_REASON_MAX}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(false);
                  }}
                />
              </Form.Item>
            )}
            <div className="vms-actions">
              <Button
                ref={confirmRef}
                type="primary"
                htmlType="submit"
                loading={checkout.isPending}
                disabled={!fee.data}
                data-testid="checkout-confirm"
              >
                {fee.data
                  ? t('checkout.confirm', { amount: formatBaht(fee.data.totalSatang) })
                  : t('checkout.confirmPlain')}
              </Button>
              {onClose && <Button onClick={onClose}>{t('actions.close')}</Button>}
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
