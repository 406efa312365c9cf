import {
  DeleteOutlined,
  EditOutlined,
  MoreOutlined,
  PushpinOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeletePost, usePin, usePublishNow, useUnpublish } from '../api/post-mutations';
import type { Tab } from '../api/post-queries';

interface Props {
  communityID: string;
  post: { announcementID: string; title: string; state: Tab; pinned: boolean };
}

/** Edit, publish, unpublish, pin and delete; the ones residents would notice ask first. */
export function PostActions({ communityID, post }: Props) {
  const { t } = useTranslation('announcement');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const unpublish = useUnpublish(communityID);
  const publish = usePublishNow(communityID);
  const pin = usePin(communityID);
  const remove = useDeletePost(communityID);
  const id = post.announcementID;

  const run = async (p: Promise<unknown>, done: string) => {
    try {
      await p;
      message.success(t(done));
    } catch (e) {
      message.error(t('actionFailed', { error: (e as Error).message }));
      throw e;
    }
  };
  const confirm = (kind: 'delete' | 'unpublish' | 'publish', action: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`confirm.${kind}.title`),
      content: t(`confirm.${kind}.body`, { title: post.title }),
      okText: t(`confirm.${kind}.ok`),
      cancelText: t('cancel'),
      okButtonProps: kind === 'delete' ? { danger: true } : undefined,
      onOk: () => run(action(), `done.${kind}`).catch(() => undefined),
    });

  const live = post.state === 'PUBLISHED' || post.state === 'SCHEDULED';
  const items = [
    { key: 'edit', icon: <EditOutlined />, label: t('actions.edit') },
    post.state === 'DRAFT' && { key: 'publish', icon: <SendOutlined />, label: t('actions.publish') },
    live && { key: 'unpublish', icon: <RollbackOutlined />, label: t('actions.unpublish') },
    post.state !== 'EXPIRED' && {
      key: 'pin',
      icon: <PushpinOutlined />,
      label: post.pinned ? t('actions.unpin') : t('actions.pin'),
    },
    { type: 'divider' as const },
    { key: 'delete', icon: <DeleteOutlined />, label: t('actions.delete'), danger: true },
  ].filter(Boolean) as NonNullable<Parameters<typeof Dropdown>[0]['menu']>['items'];

  const onClick = ({ key }: { key: string }) => {
    if (key === 'edit') navigate(`/dashboard/announcement/newpost?edit=${id}`);
    if (key === 'publish') confirm('publish', () => publish.mutateAsync(id));
    if (key === 'unpublish') confirm('unpublish', () => unpublish.mutateAsync(id));
    if (key === 'delete') confirm('delete', () => remove.mutateAsync(id));
    if (key === 'pin')
      run(
        pin.mutateAsync({ announcementID: id, pinned: !post.pinned }),
        post.pinned ? 'done.unpin' : 'done.pin',
      ).catch(() => undefined);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        icon={<MoreOutlined />}
        aria-label={t('actions.label', { title: post.title })}
        data-testid="post-actions"
      />
    </Dropdown>
  );
}
