import { REMINDER_STEPS, type ReminderSettings } from '@cc/contracts/billing-reminder-ops';
import { App, Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useReminders, useSaveReminders } from '../api/settings';
import '../billing.css';

/** Which reminder steps go to open bills' residents, and whether by e-mail too. */
export function ReminderForm() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const reminders = useReminders();
  const save = useSaveReminders();
  if (!reminders.data) return null;
  const submit = (v: ReminderSettings) =>
    save.mutate(v, {
      onSuccess: () => void message.success(t('common.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  return (
    <Form<ReminderSettings>
      name="reminders"
      layout="vertical"
      initialValues={reminders.data}
      onFinish={submit}
    >
      <p>{t('reminder.explain')}</p>
      <div className="billing-fields">
        {REMINDER_STEPS.map((step) => (
          <Form.Item
            key={step}
            name={['steps', step]}
            label={t(`reminder.step.${step}`)}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        ))}
        <Form.Item name="email" label={t('reminder.email')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Form.Item>
        <Button htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
