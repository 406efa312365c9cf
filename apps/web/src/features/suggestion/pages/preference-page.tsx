import { suggestionOps } from '@cc/contracts/suggestion';
import {
  SUGGESTION_CATEGORIES_MAX,
  SUGGESTION_CATEGORY_MAX,
  SUGGESTION_NOTE_MAX,
  type SuggestionEmailSetting,
  type SuggestionSetting,
} from '@cc/contracts/suggestion-records';
import { App, Button, Card, Form, Input, Radio, Result, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCan } from '../../../shared/session/use-can';
import { PageHeader } from '../../../shared/ui/page-header';
import { useEmailSetting, useSaveEmailSetting, useSaveSetting, useSetting } from '../api/suggestion';
import '../suggestion.css';

/** /dashboard/suggestion/preference: the categories and anonymity, and who is mailed when. */
export function PreferencePage() {
  const { t } = useTranslation('suggestion');
  if (!useCan()(suggestionOps.settingPut)) return <Result status="403" subTitle={t('access.officeOnly')} />;
  return (
    <div>
      <PageHeader title={t('menu.preference')} />
      <Card title={t('pref.general')} className="sg-pref-card">
        <GeneralForm />
      </Card>
      <Card title={t('pref.email')} className="sg-pref-card">
        <EmailForm />
      </Card>
    </div>
  );
}

function useSaved() {
  const { t } = useTranslation('suggestion');
  const { message } = App.useApp();
  return {
    onSuccess: () => void message.success(t('pref.saved')),
    onError: (e: unknown) => void message.error(errorMessageOf(e)),
  };
}

function GeneralForm() {
  const { t } = useTranslation('suggestion');
  const setting = useSetting();
  const save = useSaveSetting();
  const saved = useSaved();
  if (!setting.data) return <Skeleton active />;
  return (
    <Form<SuggestionSetting>
      name="suggestion-setting"
      layout="vertical"
      initialValues={setting.data}
      onFinish={(v) => save.mutate({ ...v, autoAckText: v.autoAckText ?? '' }, saved)}
    >
      <Form.Item
        name="categories"
        label={t('pref.categories')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('pref.categoriesRequired') },
          {
            type: 'array',
            max: SUGGESTION_CATEGORIES_MAX,
            message: t('pref.categoriesMax', { max: SUGGESTION_CATEGORIES_MAX }),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',']} maxTagTextLength={SUGGESTION_CATEGORY_MAX} />
      </Form.Item>
      <Form.Item name="allowAnonymous" label={t('pref.allowAnonymous')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="autoAckText" label={t('pref.autoAckText')} extra={t('pref.autoAckHelp')}>
        <Input.TextArea maxLength={SUGGESTION_NOTE_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="suggestion-setting-save">
        {t('pref.save')}
      </Button>
    </Form>
  );
}

interface EmailValues {
  mode: SuggestionEmailSetting['mode'];
  addresses: Record<string, string[]>;
}

function EmailForm() {
  const { t } = useTranslation('suggestion');
  const setting = useSetting();
  const mail = useEmailSetting();
  const save = useSaveEmailSetting();
  const saved = useSaved();
  if (!setting.data || !mail.data) return <Skeleton active />;
  const categories = setting.data.categories;
  const initial: EmailValues = {
    mode: mail.data.mode,
    addresses: Object.fromEntries(
      categories.map((c) => [c, mail.data.recipients.find((r) => r.category === c)?.addresses ?? []]),
    ),
  };
  return (
    <Form<EmailValues>
      name="suggestion-email"
      layout="vertical"
      initialValues={initial}
      onFinish={(v) =>
        save.mutate(
          {
            mode: v.mode,
            recipients: categories
              .map((category) => ({ category, addresses: v.addresses?.[category] ?? [] }))
              .filter((r) => r.addresses.length > 0),
          },
          saved,
        )
      }
    >
      <Form.Item name="mode" label={t('pref.mode')}>
        <Radio.Group
          options={[
            { value: 'INSTANT', label: t('pref.modeInstant') },
            { value: 'DIGEST', label: t('pref.modeDigest') },
          ]}
        />
      </Form.Item>
      {categories.map((c) => (
        <Form.Item key={c} name={['addresses', c]} label={t('pref.addressesFor', { category: c })}>
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            aria-label={t('pref.addressesFor', { category: c })}
          />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="suggestion-email-save">
        {t('pref.save')}
      </Button>
    </Form>
  );
}
