import type { Coupon } from '@cc/contracts/vms-coupon-records';
import { Alert, Button, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime, formatDay } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { ReasonDialog } from './batch-dialogs';
import { useCancelCoupon, useCouponSearch } from './coupon-api';
import { COUPON_COLORS } from './coupon-format';

/** Coupons whose code starts with what is typed (or scanned); an unused one may be cancelled. */
export function CouponSearch({ canCancel }: { canCancel: boolean }) {
  const { t } = useTranslation('coupons');
  const zone = useTimeZone();
  const [q, setQ] = useState('');
  const { data, error, isFetching } = useCouponSearch(q);
  const cancel = useCancelCoupon();
  const [cancelling, setCancelling] = useState<string | null>(null);
  return (
    <section aria-label={t('parts.coupons')} className="coupons__search">
      <Input.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        allowClear
        enterButton={t('search.button')}
        maxLength={20}
        onSearch={(v) => setQ(v.trim().toUpperCase())}
        className="coupons__search-box"
        data-testid="coupon-search"
      />
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
      <Table<Coupon>
        rowKey="code"
        loading={isFetching}
        dataSource={q ? (data ?? []) : []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: q ? t('search.none') : t('search.hint') }}
        columns={[
          {
            title: t('coupon.code'),
            dataIndex: 'code',
            render: (c: string) => <span className="coupons__code">{c}</span>,
          },
          { title: t('batch.unit'), dataIndex: 'unitNo' },
          { title: t('coupon.hours'), dataIndex: 'hours' },
          {
            title: t('coupon.state'),
            dataIndex: 'state',
            render: (s: Coupon['state']) => <Tag color={COUPON_COLORS[s]}>{t(`couponStates.${s}`)}</Tag>,
          },
          {
            title: t('coupon.validUntil'),
            dataIndex: 'validUntil',
            render: (v: string) => formatDay(v, zone),
          },
          {
            title: t('coupon.usedAt'),
            dataIndex: 'usedAt',
            render: (v: string | null) => formatDateTime(v, zone),
          },
          ...(canCancel
            ? [
                {
                  title: '',
                  key: 'cancel',
                  render: (_: unknown, c: Coupon) =>
                    c.state === 'USABLE' || c.state === 'EXPIRED' ? (
                      <Button danger size="small" onClick={() => setCancelling(c.code)}>
                        {t('actions.cancelCoupon')}
                      </Button>
                    ) : (
                      c.cancelReason
                    ),
                },
              ]
            : []),
        ]}
      />
      <ReasonDialog
        name="coupon_void"
        open={cancelling !== null}
        title={t('search.cancelTitle', { code: cancelling ?? '' })}
        okText={t('actions.cancelCoupon')}
        warning={t('search.cancelWarning')}
        save={cancel}
        toInput={(reason) => ({ code: cancelling ?? '', reason })}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
