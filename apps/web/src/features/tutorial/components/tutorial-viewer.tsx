import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TutorialDetail } from '@cc/contracts/tutorial';
import { Alert, Button, Modal, Progress, Skeleton, Space, Table, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { useReportProgress, useTutorial, useTutorialProgress } from '../api/tutorial';
import { ProgressDownload } from './progress-download';
import { VideoPlayer } from './video-player';

/** The item itself: a video plays, a guide reads (sanitised by the API), a PR file opens to print. */
function Content({ item }: { item: TutorialDetail }) {
  const { t } = useTranslation('tutorial');
  const { mutate } = useReportProgress();
  const opensWhole = item.kind !== 'VIDEO';
  // A guide or a PR file counts as read once opened: there is no playhead to follow.
  useEffect(() => {
    if (opensWhole) mutate({ itemID: item.itemID, percent: 100, positionSeconds: 0 });
  }, [opensWhole, item.itemID, mutate]);
  if (item.kind === 'VIDEO') return <VideoPlayer item={item} title={item.title} />;
  if (item.kind === 'GUIDE')
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every guide before storing it
    return <div className="tutorial-guide" dir="auto" dangerouslySetInnerHTML={{ __html: item.body }} />;
  const isPdf = item.fileName?.toLowerCase().endsWith('.pdf') ?? true;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {item.fileUrl && !isPdf && <img className="tutorial-pr__image" src={item.fileUrl} alt={item.title} />}
      {item.fileUrl && (
        <Space wrap>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            href={item.fileUrl}
            target="_blank"
            rel="noopener"
          >
            {t('viewer.print')}
          </Button>
          <Button icon={<DownloadOutlined />} href={item.fileUrl} download={item.fileName ?? undefined}>
            {t('viewer.download')}
          </Button>
        </Space>
      )}
    </Space>
  );
}

/** Who opened it and how far they got: for staff, who may read everyone's progress. */
function WhoWatched({ itemID }: { itemID: string }) {
  const { t } = useTranslation('tutorial');
  const { data, error, isPending } = useTutorialProgress(itemID, true);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  return (
    <>
      <div className="tutorial-viewer__tools">
        <ProgressDownload itemID={itemID} />
      </div>
      <Table
        rowKey="userID"
        size="small"
        loading={isPending}
        dataSource={data ?? []}
        locale={{ emptyText: t('viewer.nobody') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { key: 'name', title: t('viewer.who'), dataIndex: 'name' },
          {
            key: 'role',
            title: t('viewer.role'),
            render: (_, r) => t(`roles.${r.role}`, { defaultValue: r.role }),
          },
          {
            key: 'percent',
            title: t('viewer.progress'),
            render: (_, r) => <Progress percent={r.percent} size="small" aria-label={t('viewer.progress')} />,
          },
          { key: 'at', title: t('viewer.when'), render: (_, r) => formatDate(r.updatedAt) },
        ]}
      />
    </>
  );
}

export function TutorialViewer({
  itemID,
  onClose,
  canWrite,
}: {
  itemID: string | null;
  onClose: () => void;
  canWrite: boolean;
}) {
  return (
    <Modal open={!!itemID} onCancel={onClose} footer={null} width={880} destroyOnHidden title={null}>
      {itemID && <ViewerBody itemID={itemID} canWrite={canWrite} />}
    </Modal>
  );
}

function ViewerBody({ itemID, canWrite }: { itemID: string; canWrite: boolean }) {
  const { t } = useTranslation('tutorial');
  const { data: item, error, isPending } = useTutorial(itemID);
  if (isPending) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  const content = (
    <div className="tutorial-viewer">
      {item.summary && (
        <p className="cc-muted" dir="auto">
          {item.summary}
        </p>
      )}
      <Content item={item} />
    </div>
  );
  return (
    <div>
      <h2 className="tutorial-viewer__title" dir="auto">
        {item.title}
      </h2>
      {canWrite ? (
        <Tabs
          items={[
            { key: 'content', label: t(`kinds.${item.kind}`), children: content },
            {
              key: 'who',
              label: t('viewer.whoTab', { count: item.viewers }),
              children: <WhoWatched itemID={item.itemID} />,
            },
          ]}
        />
      ) : (
        content
      )}
    </div>
  );
}
