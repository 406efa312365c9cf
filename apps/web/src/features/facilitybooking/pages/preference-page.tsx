import type { FacilityPreference } from '@cc/contracts/facilitybooking';
import { facilityOps } from '@cc/contracts/facilitybooking-facility-ops';
import { Alert, App, Button, Card, Form, InputNumber, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePreference, useSavePreference } from '../api/facilities';
import { ClockInput } from '../components/clock-input';
import { numberRule } from '../form-rules';
import '../facilitybooking.css';

type Values = FacilityPreference & { defaults: { wholeDay: boolean } };

/**
 * /dashboard/facilitybooking/preference: what a new facility starts from, the no-show policy
 * (so many in a window suspends a unit for some days), how long an approval may wait, and when
 * residents are reminded before their slot.
 */
export function PreferencePage() {
  const { t } = useTranslation('facilitybooking');
  const { message } = App.useApp();
  const pref = usePreference();
  const save = useSavePreference();
  const editable = useCan()(facilityOps.preferenceUpdate);
  if (pref.error) return <Alert type="error" showIcon title={pref.error.message} />;
  if (pref.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const submit = ({ defaults: { wholeDay, ...defaults }, ...rest }: Values) =>
    save.mutate(
      { ...rest, defaults: { ...defaults, slotMinutes: wholeDay ? null : defaults.slotMinutes } },
      {
        onSuccess: () => void message.success(t('common.saved')),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  const num = (name: (string | number)[], label: string, min: number, max: number, suffix?: string) => (
    <Form.Item name={name} label={label} rules={[numberRule(t, min, max)]}>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        suffix={suffix}
        style={{ width: '100%' }}
        disabled={!editable}
      />
    </Form.Item>
  );
  const minutes = t('units.minutes');
  const days = t('units.days');
  return (
    <div>
      <PageHeader title={t('menu.preference')} />
      <Form<Values>
        name="facility-preference"
        layout="vertical"
        className="fb-form"
        initialValues={{
          ...pref.data,
          defaults: {
            ...pref.data.defaults,
            wholeDay: pref.data.defaults.slotMinutes === null,
            slotMinutes: pref.data.defaults.slotMinutes ?? 60,
          },
        }}
        onFinish={submit}
      >
        <Card title={t('preference.defaults')}>
          <div className="fb-form__grid">
            <Form.Item name={['defaults', 'wholeDay']} label={t('form.wholeDay')} valuePropName="checked">
              <Switch disabled={!editable} />
            </Form.Item>
            {num(['defaults', 'slotMinutes'], t('form.slotMinutes'), 15, 240, minutes)}
            {num(['defaults', 'advanceDays'], t('form.advanceDays'), 0, 365, days)}
            <Form.Item
              name={['defaults', 'opensAt']}
              label={t('form.opensAt')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <ClockInput disabled={!editable} />
            </Form.Item>
            {num(['defaults', 'cancelCutoffMinutes'], t('form.cancelCutoffMinutes'), 0, 20_160, minutes)}
            {num(['defaults', 'checkInGraceMinutes'], t('form.checkInGraceMinutes'), 0, 240, minutes)}
          </div>
        </Card>
        <Card title={t('preference.noShow')} style={{ marginBlockStart: 16 }}>
          <p className="cc-muted">{t('preference.noShowHelp')}</p>
          <div className="fb-form__grid">
            {num(['noShow', 'limit'], t('preference.noShowLimit'), 1, 20)}
            {num(['noShow', 'windowDays'], t('preference.windowDays'), 1, 365, days)}
            {num(['noShow', 'suspendDays'], t('preference.suspendDays'), 0, 365, days)}
          </div>
        </Card>
        <Card title={t('preference.other')} style={{ marginBlockStart: 16 }}>
          <div className="fb-form__grid">
            {num(['approvalExpiryHours'], t('preference.approvalExpiryHours'), 1, 720, t('units.hours'))}
            {num(['reminderMinutes'], t('preference.reminderMinutes'), 0, 2880, minutes)}
          </div>
        </Card>
        {editable && (
          <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginBlockStart: 16 }}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
