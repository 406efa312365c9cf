import { UNIT_LIMIT_MAX } from '@cc/contracts/facilitybooking';
import { Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { numberRule } from '../form-rules';
import { MONEY_MAX_BAHT } from '../money';

interface NumberFieldProps {
  name: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
  extra?: string;
  /** A blank is allowed (a limit left blank means none). */
  optional?: boolean;
  extraRule?: Rule;
  precision?: number;
}

/** A whole number within the contract's bounds. */
export function NumberField(p: NumberFieldProps) {
  const { t } = useTranslation('facilitybooking');
  return (
    <Form.Item
      name={p.name}
      label={p.label}
      extra={p.extra}
      rules={[numberRule(t, p.min, p.max, !p.optional), ...(p.extraRule ? [p.extraRule] : [])]}
    >
      <InputNumber
        min={p.min}
        max={p.max}
        step={p.step}
        precision={p.precision ?? 0}
        suffix={p.suffix}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** A unit's allowance at the facility: per day, per week, and open bookings at once; blank is no limit. */
export function LimitFields() {
  const { t } = useTranslation('facilitybooking');
  return (
    <fieldset className="fb-form__grid" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="fb-section">{t('form.limits')}</legend>
      <NumberField
        name="perDay"
        label={t('form.perDay')}
        min={1}
        max={UNIT_LIMIT_MAX}
        optional
        extra={t('form.noLimitHelp')}
      />
      <NumberField
        name="perWeek"
        label={t('form.perWeek')}
        min={1}
        max={UNIT_LIMIT_MAX}
        optional
        extra={t('form.noLimitHelp')}
      />
      <NumberField
        name="openLimit"
        label={t('form.openLimit')}
        min={1}
        max={UNIT_LIMIT_MAX}
        optional
        extra={t('form.noLimitHelp')}
      />
    </fieldset>
  );
}

/** Fee and deposit in baht (satang on the wire: see facility-form-values). */
export function MoneyFields() {
  const { t } = useTranslation('facilitybooking');
  return (
    <div className="fb-form__grid">
      <NumberField
        name="feeBaht"
        label={t('form.fee')}
        min={0}
        max={MONEY_MAX_BAHT}
        precision={2}
        suffix="฿"
      />
      <NumberField
        name="depositBaht"
        label={t('form.deposit')}
        min={0}
        max={MONEY_MAX_BAHT}
        precision={2}
        suffix="฿"
      />
    </div>
  );
}
