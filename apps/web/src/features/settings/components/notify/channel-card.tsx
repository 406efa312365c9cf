import { areaByFeature, type FeatureEnum } from '@cc/contracts/features';
import { LANGS } from '@cc/contracts/i18n';
import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import { Alert, App, Button, Form, Input, Select, Skeleton, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../shared/i18n/language-names';
import { useCommunityFeatures } from '../../api/features';
import { type ChannelView, useChannel, useSaveChannel, useSendTest } from '../../api/notify';
import { errorText } from '../../settings-rules';
import { ChannelTarget } from './channel-target';

/** Each kind's target field and secret fields, by the names the API takes. */
export const CHANNEL_FIELDS = {
  LINE: { target: 'groupID', secrets: ['channelAccessToken', 'channelSecret'] },
  TELEGRAM: { target: 'chatID', secrets: ['botToken'] },
  WEBHOOK: { target: 'url', secrets: ['secret'] },
} as const satisfies Record<NotifyChannelKind, { target: string; secrets: readonly string[] }>;

const LAST4: Record<string, keyof ChannelView> = {
  channelAccessToken: 'channelAccessTokenLast4',
  channelSecret: 'channelSecretLast4',
  botToken: 'botTokenLast4',
  secret: 'secretLast4',
};

type Values = Record<string, unknown>;

/** One channel's settings: on or off, which features, digest, language, target and secrets; save and test. */
export function ChannelCard({ kind, canWrite }: { kind: NotifyChannelKind; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const channel = useChannel(kind);
  const features = useCommunityFeatures();
  const save = useSaveChannel(kind);
  const test = useSendTest(kind);
  const fields = CHANNEL_FIELDS[kind];
  const data = channel.data;
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        ...data,
        [fields.target]: data[fields.target as keyof ChannelView] ?? undefined,
      });
  }, [data, form, fields.target]);

  if (channel.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (channel.error) return <Alert type="error" showIcon title={errorText(channel.error)} />;
  const featureOptions = (features.data ?? [])
    .filter((f) => f.isEnable)
    .map((f) => ({
      value: f.featureEnum,
      label: t(`shared:areas.${areaByFeature(f.featureEnum as FeatureEnum).key}`),
    }));
  const ready =
    Boolean(data?.[fields.target as keyof ChannelView]) && fields.secrets.every((s) => data?.[LAST4[s]!]);

  const onFinish = (v: Values) => {
    const body: Values = { ...v, [fields.target]: (v[fields.target] as string | undefined)?.trim() || null };
    for (const s of fields.secrets) if (!v[s]) delete body[s];
    save.mutate(body, {
      onSuccess: () => {
        for (const s of fields.secrets) form.setFieldValue(s, '');
        void message.success(t('notify.saved'));
      },
      onError: (e) => void message.error(errorText(e)),
    });
  };
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => void message.success(t('notify.testQueued')),
      onError: (e) => void message.error(errorText(e)),
    });

  return (
    <Form
      form={form}
      name={`notify-${kind.toLowerCase()}`}
      layout="vertical"
      disabled={!canWrite}
      initialValues={{ enabled: false, features: [], digest: false, lang: 'th' }}
      onFinish={onFinish}
      className="set-notify-form"
    >
      <p className="cc-muted">{t(`notify.${kind}.help`)}</p>
      {kind === 'LINE' && data?.webhookPath && (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title={t('notify.LINE.webhook')}
          description={<code dir="ltr">{`${window.location.origin}${data.webhookPath}`}</code>}
        />
      )}
      <Form.Item name="enabled" label={t('notify.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <ChannelTarget kind={kind} name={fields.target} canWrite={canWrite} />
      {fields.secrets.map((s) => {
        const tail = data?.[LAST4[s]!] as string | null | undefined;
        return (
          <Form.Item
            key={s}
            name={s}
            label={t(`notify.${kind}.${s}`)}
            extra={tail ? t('notify.secretKept', { last4: tail }) : t('notify.secretMissing')}
          >
            <Input.Password autoComplete="off" className="set-ltr" placeholder={tail ?? ''} />
          </Form.Item>
        );
      })}
      <Form.Item name="features" label={t('notify.features')} extra={t('notify.featuresHelp')}>
        <Select mode="multiple" options={featureOptions} allowClear placeholder={t('notify.featuresNone')} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="digest" label={t('notify.digest')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="lang" label={t('notify.lang')}>
          <Select
            style={{ minWidth: 160 }}
            options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          />
        </Form.Item>
      </Space>
      {canWrite && (
        <div className="set-notify-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={sendTest} loading={test.isPending} disabled={!ready}>
            {t('notify.sendTest')}
          </Button>
        </div>
      )}
    </Form>
  );
}
