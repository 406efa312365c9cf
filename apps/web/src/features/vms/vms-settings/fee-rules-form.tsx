import {
  DAILY_CAP_SATANG_MAX,
  GRACE_MINUTES_MAX,
  LOST_SLIP_FEE_SATANG_MAX,
  OVERNIGHT_FEE_SATANG_MAX,
  type ParkingFeeRules,
  PER_HOUR_SATANG_MAX,
  STAMP_MINUTES_MAX,
  VEHICLE_TYPES,
} from '@cc/contracts/vms-fee';
import { Col, Form, Input, InputNumber, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FeeForm, type RuleForm, toForm, toRules } from './fee-form-values';
import { SettingForm } from './setting-form';
import { useSaveFeeRules } from './settings-api';

/** The parking fee per vehicle type: grace, the hourly rate, the daily cap, overnight, lost slip, stamps. */
export function FeeRulesForm({ rules, editable }: { rules: ParkingFeeRules; editable: boolean }) {
  const { t } = useTranslation('vms-settings');
  const save = useSaveFeeRules();
  const number = (
    v: string,
    field: keyof RuleForm,
    max: number,
    unit: 'minutes' | 'baht' | 'hours',
    optional = false,
  ) => (
    <Col xs={24} sm={12} lg={6}>
      <Form.Item
        name={[v, field]}
        label={t(`fee.${field}`)}
        extra={optional ? t('fee.noCap') : undefined}
        rules={[
          ...(optional ? [] : [{ required: true, message: t('validation.required') }]),
          {
            type: 'number',
            min: 0,
            max,
            message: t('validation.range', { min: 0, max: max.toLocaleString() }),
          },
        ]}
      >
        <InputNumber
          min={0}
          max={max}
          precision={unit === 'baht' ? 2 : 0}
          addonAfter={t(`unit.${unit}`)}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <SettingForm<FeeForm, ParkingFeeRules>
      name="vms-fee"
      title={t('fee.title')}
      initialValues={toForm(rules)}
      editable={editable}
      save={save}
      toInput={toRules}
    >
      <Tabs
        size="small"
        items={VEHICLE_TYPES.map((v) => ({
          key: v,
          label: t(`vehicle.${v}`),
          forceRender: true,
          children: (
            <Row gutter={12}>
              {number(v, 'graceMinutes', GRACE_MINUTES_MAX, 'minutes')}
              {number(v, 'perHour', PER_HOUR_SATANG_MAX / 100, 'baht')}
              {number(v, 'dailyCap', DAILY_CAP_SATANG_MAX / 100, 'baht', true)}
              {number(v, 'overnightFee', OVERNIGHT_FEE_SATANG_MAX / 100, 'baht')}
              <Col xs={24} sm={12} lg={6}>
                <Form.Item
                  name={[v, 'overnightBoundary']}
                  label={t('fee.overnightBoundary')}
                  rules={[
                    { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.clock') },
                  ]}
                >
                  <Input placeholder="03:00" inputMode="numeric" />
                </Form.Item>
              </Col>
              {number(v, 'lostSlipFee', LOST_SLIP_FEE_SATANG_MAX / 100, 'baht')}
              {number(v, 'stampMinutes', STAMP_MINUTES_MAX, 'minutes')}
            </Row>
          ),
        }))}
      />
    </SettingForm>
  );
}
