import {
  COUPON_PAYEE_KINDS,
  COUPON_PRICE_MAX_SATANG,
  COUPON_VALIDITY_DAYS_MAX,
} from '@cc/contracts/vms-coupon-inputs';
import { Alert, App, Button, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { type SettingSave, useCouponSetting, useSaveSetting } from './coupon-api';
import { toSatang } from './coupon-format';

interface SettingValues extends Omit<SettingSave, 'pricePerHourSatang'> {
  priceBaht: number;
}

/** The price per coupon hour, how long coupons stay valid and who is paid; the office edits it. */
export function CouponSetting({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('coupons');
  const { message } = App.useApp();
  const { data, error, isPending } = useCouponSetting();
  const save = useSaveSetting();
  if (isPending) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={errorMessageOf(error)} />;
  const submit = (v: SettingValues) =>
    save.mutate(
      {
        pricePerHourSatang: toSatang(v.priceBaht),
        validityDays: v.validityDays,
        payeeKind: v.payeeKind,
        payeeID: v.payeeID.trim(),
        payeeName: v.payeeName?.trim() || undefined,
      },
      {
        onSuccess: () => void message.success(t('saved')),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  return (
    <section aria-label={t('parts.setting')} className="coupons__setting">
      {!canEdit && <Alert type="info" showIcon title={t('setting.readOnly')} className="coupons__note" />}
      <Form<SettingValues>
        name="coupon_setting"
        layout="vertical"
        disabled={!canEdit}
        initialValues={{
          priceBaht: data.pricePerHourSatang / 100,
          validityDays: data.validityDays,
          payeeKind: data.payeeKind ?? 'PHONE',
          payeeID: data.payeeID ?? '',
          payeeName: data.payeeName ?? '',
        }}
        onFinish={submit}
      >
        <Form.Item
          name="priceBaht"
          label={t('setting.price')}
          rules={[
            {
              required: true,
              type: 'number',
              min: 0,
              max: COUPON_PRICE_MAX_SATANG / 100,
              message: t('rules.price', { max: COUPON_PRICE_MAX_SATANG / 100 }),
            },
          ]}
        >
          <InputNumber min={0} max={COUPON_PRICE_MAX_SATANG / 100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="validityDays"
          label={t('setting.validity')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: COUPON_VALIDITY_DAYS_MAX,
              message: t('rules.validity', { max: COUPON_VALIDITY_DAYS_MAX }),
            },
          ]}
        >
          <InputNumber min={1} max={COUPON_VALIDITY_DAYS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="payeeKind" label={t('setting.payeeKind')} rules={[{ required: true }]}>
          <Select options={COUPON_PAYEE_KINDS.map((k) => ({ value: k, label: t(`payeeKinds.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="payeeID"
          label={t('setting.payeeID')}
          rules={[{ required: true, whitespace: true, max: 20, message: t('rules.payee') }]}
        >
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="payeeName" label={t('setting.payeeName')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        )}
      </Form>
    </section>
  );
}
