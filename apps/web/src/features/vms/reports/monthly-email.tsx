import { MONTHLY_RECIPIENTS_MAX } from '@cc/contracts/vms-report-ops';
import { Alert, App, Button, Form, Select, Skeleton, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { reportOps, useMonthlySetting, useSaveMonthlySetting } from './report-api';
import { SendMonth } from './send-month';

/** A plain check before the API's: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  enabled: boolean;
  recipients: string[];
}

/** Who gets last month's report on the 1st at 08:00; the office edits it, others read it. */
export function MonthlyEmail({ today }: { today: string }) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const can = useCan();
  const editable = can(reportOps.monthlySettingPut);
  const setting = useMonthlySetting();
  const save = useSaveMonthlySetting();
  const submit = (v: Values) =>
    save.mutate(
      { enabled: v.enabled, recipients: v.recipients.map((r) => r.trim().toLowerCase()) },
      {
        onSuccess: () => void message.success(t('monthly.saved')),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  return (
    <section className="cc-card" data-testid="monthly-email">
      <h2 className="vms-reports-title">{t('monthly.title')}</h2>
      <p className="cc-muted">{t('monthly.hint')}</p>
      {setting.error ? (
        <Alert type="error" showIcon title={errorMessageOf(setting.error)} />
      ) : setting.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : editable ? (
        <Form<Values>
          name="monthly-email"
          layout="vertical"
          initialValues={setting.data}
          onFinish={submit}
          className="vms-reports-form"
        >
          <Form.Item name="enabled" label={t('monthly.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="recipients"
            label={t('monthly.recipients')}
            extra={t('monthly.recipientsHint', { max: MONTHLY_RECIPIENTS_MAX })}
            rules={[
              {
                validator: async (_, list: string[] = []) => {
                  const bad = list.find((r) => !EMAIL.test(r.trim()));
                  if (bad) throw new Error(t('monthly.badEmail', { value: bad }));
                  if (list.length > MONTHLY_RECIPIENTS_MAX)
                    throw new Error(t('monthly.tooMany', { max: MONTHLY_RECIPIENTS_MAX }));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ', ';']}
              placeholder={t('monthly.placeholder')}
              aria-label={t('monthly.recipients')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="monthly-save">
            {t('monthly.save')}
          </Button>
        </Form>
      ) : (
        <ReadOnly enabled={setting.data.enabled} recipients={setting.data.recipients} />
      )}
      {editable && setting.data && <SendMonth today={today} recipients={setting.data.recipients.length} />}
    </section>
  );
}

function ReadOnly({ enabled, recipients }: Values) {
  const { t } = useTranslation('reports');
  return (
    <div data-testid="monthly-readonly">
      <p>
        {t('monthly.enabled')}: <strong>{enabled ? t('monthly.on') : t('monthly.off')}</strong>
      </p>
      <p>{recipients.length ? recipients.map((r) => <Tag key={r}>{r}</Tag>) : t('monthly.none')}</p>
      <p className="cc-muted">{t('monthly.readOnly')}</p>
    </div>
  );
}
