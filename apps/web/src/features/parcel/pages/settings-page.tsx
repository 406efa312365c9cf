import { PARCEL_TYPES, type ParcelSettings, SLIP_FIELDS } from '@cc/contracts/parcel';
import { OVERDUE_DAYS, OVERTIME_MAX_DAYS } from '@cc/contracts/parcel-inputs';
import { Alert, App, Button, Checkbox, Form, InputNumber, Radio, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { useParcelSettings, useUpdateOvertimeSettings, useUpdatePreference } from '../api/settings';
import { errorText } from '../parcel-labels';
import '../parcel.css';

type Values = ParcelSettings;

/** parcelSettings: overdue days, slip layout and fields, types and carriers in use, overtime rules. */
export function SettingsPage() {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const settings = useParcelSettings();
  const pref = useUpdatePreference();
  const overtime = useUpdateOvertimeSettings();
  const [form] = Form.useForm<Values>();
  const allowed = Form.useWatch('overtimeAllowed', form);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (settings.error) return <Alert type="error" showIcon title={errorText(t, settings.error)} />;

  const save = async (v: Values) => {
    try {
      await pref.mutateAsync({
        overdueDays: v.overdueDays,
        slipsPerPage: v.slipsPerPage,
        slipFields: v.slipFields,
        types: v.types,
        carriers: v.carriers.map((c) => c.trim()).filter(Boolean),
      });
      await overtime.mutateAsync({ overtimeAllowed: v.overtimeAllowed, overtimeMaxDays: v.overtimeMaxDays });
      void message.success(t('settings.saved'));
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  const atLeastOne = (msg: string) => ({
    validator: (_: unknown, v?: unknown[]) =>
      v?.length ? Promise.resolve() : Promise.reject(new Error(msg)),
  });

  return (
    <section className="cc-card parcel-settings">
      <PageHeader title={t('menu.settings')} />
      <Form<Values> form={form} layout="vertical" initialValues={settings.data} onFinish={save}>
        <h2 className="section-title">{t('settings.desk')}</h2>
        <Form.Item
          name="overdueDays"
          label={t('settings.overdueDays')}
          extra={t('settings.overdueDaysHelp')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: OVERDUE_DAYS.min,
              max: OVERDUE_DAYS.max,
              message: t('validation.range', OVERDUE_DAYS),
            },
          ]}
        >
          <InputNumber min={OVERDUE_DAYS.min} max={OVERDUE_DAYS.max} />
        </Form.Item>
        <Form.Item name="types" label={t('settings.types')} rules={[atLeastOne(t('validation.oneType'))]}>
          <Checkbox.Group options={PARCEL_TYPES.map((c) => ({ value: c, label: t(`types.${c}`) }))} />
        </Form.Item>
        <Form.Item
          name="carriers"
          label={t('settings.carriers')}
          extra={t('settings.carriersHelp')}
          rules={[atLeastOne(t('validation.oneCarrier'))]}
        >
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
        </Form.Item>
        <h2 className="section-title">{t('settings.slips')}</h2>
        <Form.Item name="slipsPerPage" label={t('print.perPage')}>
          <Radio.Group options={[4, 6, 8].map((n) => ({ value: n, label: String(n) }))} optionType="button" />
        </Form.Item>
        <Form.Item
          name="slipFields"
          label={t('settings.slipFields')}
          rules={[atLeastOne(t('validation.oneField'))]}
        >
          <Checkbox.Group options={SLIP_FIELDS.map((f) => ({ value: f, label: t(`slipFields.${f}`) }))} />
        </Form.Item>
        <h2 className="section-title">{t('settings.overtime')}</h2>
        <Form.Item name="overtimeAllowed" label={t('settings.overtimeAllowed')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="overtimeMaxDays"
          label={t('settings.overtimeMaxDays')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: OVERTIME_MAX_DAYS.min,
              max: OVERTIME_MAX_DAYS.max,
              message: t('validation.range', OVERTIME_MAX_DAYS),
            },
          ]}
        >
          <InputNumber min={OVERTIME_MAX_DAYS.min} max={OVERTIME_MAX_DAYS.max} disabled={!allowed} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pref.isPending || overtime.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
    </section>
  );
}
