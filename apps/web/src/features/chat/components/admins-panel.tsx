import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, List, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAdmin, useAdmins, useRemoveAdmin } from '../api/office';
import { useErrorText } from '../use-error-text';

/**
 * The chat admins (the office side of every room): online now or not, added from the staff the
 * API names as candidates, removed after a confirm; the API refuses to remove the last one and
 * its refusal is shown as it words it.
 */
export function AdminsPanel() {
  const { t } = useTranslation('chat');
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const admins = useAdmins();
  const add = useAddAdmin();
  const remove = useRemoveAdmin();
  const [picked, setPicked] = useState<string | undefined>();
  const fail = (e: unknown) => void message.error(errorText(e));
  const confirmRemove = (userID: string, name: string) =>
    modal.confirm({
      title: t('admins.removeTitle'),
      content: t('admins.removeText', { name }),
      okText: t('admins.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(userID).then(() => void message.success(t('admins.removed')), fail),
    });
  return (
    <Card title={t('admins.title')} data-testid="chat-admins">
      <List
        loading={admins.isPending}
        dataSource={admins.data?.items ?? []}
        locale={{ emptyText: t('admins.empty') }}
        renderItem={(a) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                danger
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => confirmRemove(a.userID, a.name)}
                aria-label={t('admins.removeName', { name: a.name })}
              />,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <Badge className="ch-admin__dot" status={a.online ? 'success' : 'default'} />
                  <bdi>{a.name}</bdi>
                </span>
              }
              description={
                <>
                  <bdi>{a.email}</bdi> · {t(a.online ? 'admins.online' : 'admins.offline')}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Space.Compact block>
        <Select
          showSearch
          allowClear
          optionFilterProp="label"
          style={{ flex: 1 }}
          aria-label={t('admins.candidate')}
          placeholder={t('admins.candidate')}
          value={picked}
          onChange={setPicked}
          notFoundContent={t('admins.noCandidates')}
          options={(admins.data?.candidates ?? []).map((c) => ({
            value: c.userID,
            label: `${c.name} (${c.email})`,
          }))}
        />
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          disabled={!picked}
          loading={add.isPending}
          onClick={() =>
            picked &&
            add.mutate(picked, {
              onSuccess: () => {
                setPicked(undefined);
                void message.success(t('admins.added'));
              },
              onError: fail,
            })
          }
        >
          {t('admins.add')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
