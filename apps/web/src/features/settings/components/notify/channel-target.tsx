import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import { App, Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDiscoverChats, useLineGroups } from '../../api/notify';
import { errorText } from '../../settings-rules';

interface Props {
  kind: NotifyChannelKind;
  name: string;
  canWrite: boolean;
}

/**
 * Where messages go: the LINE group the bot joined (from the webhook's join events), the
 * Telegram chat (typed, or found with getUpdates once the bot is in the group), the webhook URL.
 */
export function ChannelTarget({ kind, name, canWrite }: Props) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const groups = useLineGroups(kind === 'LINE');
  const discover = useDiscoverChats();
  const label = t(`notify.${kind}.target`);

  if (kind === 'LINE')
    return (
      <Form.Item name={name} label={label} extra={t('notify.LINE.targetHelp')}>
        <Select
          allowClear
          loading={groups.isPending}
          notFoundContent={t('notify.LINE.noGroups')}
          options={(groups.data ?? []).map((g) => ({
            value: g.groupID,
            label: g.active ? g.groupID : `${g.groupID} (${t('notify.LINE.left')})`,
          }))}
        />
      </Form.Item>
    );

  if (kind === 'TELEGRAM') {
    const find = () =>
      discover.mutate(undefined, {
        onSuccess: (chats) => {
          if (chats.length === 0) void message.info(t('notify.TELEGRAM.noChats'));
          else if (chats.length === 1) form.setFieldValue(name, chats[0]!.chatID);
        },
        onError: (e) => void message.error(errorText(e)),
      });
    return (
      <Form.Item label={label} extra={t('notify.TELEGRAM.targetHelp')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name={name} noStyle>
            <Input className="set-ltr" aria-label={label} placeholder="-1001234567890" />
          </Form.Item>
          {canWrite && (
            <Button onClick={find} loading={discover.isPending}>
              {t('notify.TELEGRAM.discover')}
            </Button>
          )}
        </Space.Compact>
        {(discover.data?.length ?? 0) > 1 && (
          <Select
            style={{ width: '100%', marginBlockStart: 8 }}
            aria-label={t('notify.TELEGRAM.pick')}
            placeholder={t('notify.TELEGRAM.pick')}
            options={discover.data!.map((c) => ({ value: c.chatID, label: `${c.title} (${c.chatID})` }))}
            onChange={(v: string) => form.setFieldValue(name, v)}
          />
        )}
      </Form.Item>
    );
  }

  return (
    <Form.Item
      name={name}
      label={label}
      extra={t('notify.WEBHOOK.targetHelp')}
      rules={[{ type: 'url', message: t('notify.WEBHOOK.badUrl') }]}
    >
      <Input className="set-ltr" placeholder="https://" />
    </Form.Item>
  );
}
