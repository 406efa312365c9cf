import { ISSUE_PRIORITIES, type IssueSettings } from '@cc/contracts/issuetracking';
import { Alert, App, Button, Checkbox, Form, InputNumber, Select, Skeleton, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useIssueSettings, useSaveSettings } from '../api/settings';

/** ISO weekdays 1 (Monday) to 7 (Sunday), named in the reader's language. */
const weekdayName = (day: number, lang: string) =>
  dateTimeFormat(lang, 'UTC', { weekday: 'long' }).format(new Date(Date.UTC(2024, 0, day)));

/** A holiday (YYYY-MM-DD) with its year, in the reader's calendar (Buddhist era in Thai). */
const dayText = (day: string, lang: string) =>
  dateTimeFormat(lang, 'UTC', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));

/**
 * ?view=settings (managers): the deadline rules. Saving changes the due dates of tasks made from
 * now on; the server keeps existing ones as they are.
 */
export function SettingsView() {
  const { t, i18n } = useTranslation('issuetracking');
  const { message } = App.useApp();
  const settings = useIssueSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<IssueSettings>();
  const holidays: string[] = Form.useWatch('holidays', form) ?? [];

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (settings.error) return <Alert type="error" showIcon title={errorMessageOf(settings.error)} />;
  const addHoliday = (d: Dayjs | null) => {
    if (!d) return;
    const day = d.format('YYYY-MM-DD');
    if (!holidays.includes(day)) form.setFieldValue('holidays', [...holidays, day].sort());
  };
  const submit = (values: IssueSettings) =>
    save.mutate(values, {
      onSuccess: () => void message.success(t('settings.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });

  return (
    <section className="cc-card it-settings">
      <p className="it-muted">{t('settings.help')}</p>
      <Form<IssueSettings>
        name="issue-settings"
        form={form}
        layout="vertical"
        initialValues={settings.data}
        onFinish={submit}
      >
        <fieldset className="it-fieldset">
          <legend>{t('settings.slaDays')}</legend>
          <div className="it-sla">
            {ISSUE_PRIORITIES.map((p) => (
              <Form.Item
                key={p}
                name={['slaDays', p]}
                label={t(`priority.${p}`)}
                rules={[{ required: true }]}
              >
                <InputNumber min={0} max={365} precision={0} addonAfter={t('settings.workingDays')} />
              </Form.Item>
            ))}
          </div>
        </fieldset>
        <Form.Item
          name="workingWeekdays"
          label={t('settings.weekdays')}
          rules={[{ required: true, type: 'array', min: 1, message: t('settings.weekdaysRequired') }]}
        >
          <Checkbox.Group
            options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekdayName(d, i18n.language) }))}
          />
        </Form.Item>
        <Form.Item label={t('settings.holidays')} help={t('settings.holidaysHelp')}>
          <DatePicker
            aria-label={t('settings.addHoliday')}
            placeholder={t('settings.addHoliday')}
            format={datePickerFormat(i18n.language)}
            value={null}
            onChange={addHoliday}
            data-testid="holiday-picker"
          />
        </Form.Item>
        <Form.Item name="holidays" hidden>
          <Select mode="multiple" />
        </Form.Item>
        <div className="it-holidays" data-testid="holidays">
          {holidays.map((day) => (
            <Tag
              key={day}
              closable
              onClose={() =>
                form.setFieldValue(
                  'holidays',
                  holidays.filter((h) => h !== day),
                )
              }
            >
              {dayText(day, i18n.language)}
            </Tag>
          ))}
          {!holidays.length && <span className="it-muted">{t('settings.noHolidays')}</span>}
        </div>
        <div className="it-sla">
          <Form.Item name="digestHour" label={t('settings.digestHour')}>
            <Select
              options={Array.from({ length: 24 }, (_, h) => ({
                value: h,
                label: `${String(h).padStart(2, '0')}:00`,
              }))}
            />
          </Form.Item>
          <Form.Item name="escalateAfterDays" label={t('settings.escalate')} rules={[{ required: true }]}>
            <InputNumber min={1} max={60} precision={0} addonAfter={t('settings.days')} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-settings">
          {t('common.save')}
        </Button>
      </Form>
    </section>
  );
}
