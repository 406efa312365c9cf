import { COMMON_FEE_BASES, FIXED_LINES_MAX, LINE_TEXT_MAX } from '@cc/contracts/billing';
import { App, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCharges, useSaveCharges } from '../api/settings';
import { type ChargeValues, toChargeSettings, toChargeValues } from '../charge-form-values';
import '../billing.css';

const money = { min: 0, max: 1_000_000, precision: 2, step: 1, style: { width: 160 } } as const;

/** What a unit is charged; bills already made keep their lines. */
export function ChargeForm() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const charges = useCharges();
  const save = useSaveCharges();
  if (!charges.data) return null;
  const submit = (v: ChargeValues) =>
    save.mutate(toChargeSettings(v), {
      onSuccess: () => void message.success(t('common.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Form<ChargeValues>
      name="charges"
      layout="vertical"
      initialValues={toChargeValues(charges.data)}
      onFinish={submit}
    >
      <div className="billing-fields">
        <Form.Item name="commonFeeBasis" label={t('charge.basis')}>
          <Select
            style={{ minWidth: 200 }}
            options={COMMON_FEE_BASES.map((b) => ({ value: b, label: t(`basis.${b}`) }))}
          />
        </Form.Item>
        <Form.Item name="commonFee" label={t('charge.commonFee')}>
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="water" label={t('charge.water')}>
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="power" label={t('charge.power')}>
          <InputNumber {...money} />
        </Form.Item>
        <Form.Item name="parking" label={t('charge.parking')}>
          <InputNumber {...money} />
        </Form.Item>
      </div>
      <Form.List name="fixedLines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <div key={f.key} className="billing-fields">
                <Form.Item
                  name={[f.name, 'description']}
                  label={t('line.description')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      max: LINE_TEXT_MAX,
                      message: t('charge.lineRequired'),
                    },
                  ]}
                >
                  <Input maxLength={LINE_TEXT_MAX} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'amount']}
                  label={t('line.amount')}
                  rules={[{ required: true, message: t('charge.amountRequired') }]}
                >
                  <InputNumber {...money} />
                </Form.Item>
                <Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('common.remove')}</Button>
                </Form.Item>
              </div>
            ))}
            <Button
              onClick={() => add({ description: '', amount: 0 })}
              disabled={fields.length >= FIXED_LINES_MAX}
              style={{ marginBlockEnd: 16 }}
            >
              {t('charge.addLine')}
            </Button>
          </>
        )}
      </Form.List>
      <div className="billing-fields">
        <Form.Item name="roundWholeBaht" label={t('charge.wholeBaht')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="dueDay"
          label={t('charge.dueDay')}
          rules={[{ required: true, message: t('charge.dueDayRequired') }]}
        >
          <InputNumber min={1} max={28} precision={0} />
        </Form.Item>
        <Form.Item name="latePercent" label={t('charge.late')}>
          <InputNumber min={0} max={100} precision={2} />
        </Form.Item>
        <Form.Item name="lateAfterSixPercent" label={t('charge.lateAfterSix')}>
          <InputNumber min={0} max={100} precision={2} />
        </Form.Item>
      </div>
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
