import { CHAT_GREETING_MAX, type ChatPreference, chatPreferenceSchema } from '@cc/contracts/chat';
import { LANGS, type Lang } from '@cc/contracts/i18n';
import { App, Button, Card, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { useSavePreference } from '../api/office';
import { type PreferenceValues, toPreference, toValues } from '../preference-values';
import { useErrorText } from '../use-error-text';
import { HolidaysField } from './holidays-field';
import { OfficeHoursField } from './office-hours-field';
import { QuickRepliesField } from './quick-replies-field';

/** Office hours, holidays, the after-hours answer per language, the greeting and quick replies. */
export function PreferenceForm({ preference }: { preference: ChatPreference }) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSavePreference();
  const [form] = Form.useForm<PreferenceValues>();
  const [lang, setLang] = useState<Lang>('th');
  const textMax = { max: CHAT_GREETING_MAX, message: t('validation.tooLong', { max: CHAT_GREETING_MAX }) };
  const submit = (values: PreferenceValues) => {
    // The contract's own rules last: what the form cannot say, the schema says in its words.
    const checked = chatPreferenceSchema.safeParse(toPreference(values));
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? t('validation.invalid'));
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (p) => {
        form.setFieldsValue(toValues(p));
        void message.success(t('preference.saved'));
      },
      onError: (e) => void message.error(errorText(e)),
    });
  };
  return (
    <Form<PreferenceValues>
      name="chatPreference"
      form={form}
      layout="vertical"
      initialValues={toValues(preference)}
      onFinish={submit}
      onFinishFailed={() => void message.error(t('validation.fix'))}
    >
      <div className="ch-pref">
        <Card title={t('preference.hours')}>
          <OfficeHoursField />
          <Form.Item name="holidays" label={t('preference.holidays')}>
            <HolidaysField />
          </Form.Item>
        </Card>
        <Card title={t('preference.autoReply')}>
          <Form.Item name="autoReplyEnabled" valuePropName="checked" label={t('preference.autoReplyOn')}>
            <Switch />
          </Form.Item>
          <p className="cc-muted">{t('preference.autoReplyHint')}</p>
          {/* One language at a time (Thai first); every language's field stays in the form. */}
          <Select
            className="ch-lang"
            value={lang}
            onChange={setLang}
            aria-label={t('preference.autoReplyLang')}
            options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
          {LANGS.map((l) => (
            <Form.Item key={l} name={['autoReplyTexts', l]} rules={[textMax]} hidden={l !== lang}>
              <Input.TextArea
                lang={l}
                dir={l === 'ar' ? 'rtl' : 'auto'}
                autoSize={{ minRows: 3, maxRows: 8 }}
                aria-label={t('preference.autoReplyIn', { lang: LANGUAGE_NAMES[l] })}
                placeholder={t('preference.productDefault')}
              />
            </Form.Item>
          ))}
          <Form.Item name="greeting" label={t('preference.greeting')} rules={[textMax]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('preference.greetingHint')}
            />
          </Form.Item>
        </Card>
        <Card title={t('preference.quickReplies')}>
          <QuickRepliesField />
        </Card>
      </div>
      <div className="ch-pref__save">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('preference.save')}
        </Button>
      </div>
    </Form>
  );
}
