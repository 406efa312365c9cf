import { DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import { type IssueTaskDetail, TASK_ATTACHMENTS_MAX } from '@cc/contracts/issuetracking';
import { App, Button, Image, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAttachFiles, useDetachFile } from '../api/task-mutations';
import { FilesPicker } from '../dialogs/files-picker';
import { errorText } from '../task-labels';

type Attachment = IssueTaskDetail['attachments'][number];
const isPicture = (a: Attachment) => a.contentType.startsWith('image/');

/**
 * The task's photos (through their short-lived signed links) and PDFs (as links); workers add
 * up to ten and remove them after a confirmation (the activity keeps the record).
 */
export function Attachments({ task, canEdit }: { task: IssueTaskDetail; canEdit: boolean }) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const attach = useAttachFiles();
  const detach = useDetachFile();
  const editable = canEdit && task.stage !== 'CLOSED';
  const upload = (files: File[]) =>
    attach.mutate(
      { taskID: task.taskID, files },
      {
        onSuccess: () => void message.success(t('files.uploaded', { count: files.length })),
        onError: (e) => void message.error(errorText(t, e)),
      },
    );
  const remove = (a: Attachment) =>
    detach.mutateAsync({ taskID: task.taskID, attachmentID: a.attachmentID }).then(
      () => void message.success(t('files.removed')),
      (e: unknown) => void message.error(errorText(t, e)),
    );
  return (
    <section className="tb-section" aria-labelledby="tb-attachments">
      <h3 id="tb-attachments">
        {t('files.title', { count: task.attachments.length, max: TASK_ATTACHMENTS_MAX })}
      </h3>
      {!task.attachments.length && <p className="tb-muted">{t('files.none')}</p>}
      <ul className="tb-attachments" data-testid="attachments">
        {task.attachments.map((a) => (
          <li key={a.attachmentID}>
            {isPicture(a) ? (
              <Image src={a.url} alt={a.fileName} width={96} height={96} className="tb-thumb" />
            ) : (
              <a href={a.url} target="_blank" rel="noreferrer">
                <FilePdfOutlined aria-hidden /> {a.fileName}
              </a>
            )}
            {editable && (
              <Popconfirm
                title={t('files.removeConfirm', { name: a.fileName })}
                okText={t('common.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(a)}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('files.remove', { name: a.fileName })}
                />
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
      {editable && task.attachments.length < TASK_ATTACHMENTS_MAX && (
        <FilesPicker
          value={[]}
          onChange={upload}
          max={TASK_ATTACHMENTS_MAX - task.attachments.length}
          allowPdf
          label={attach.isPending ? t('files.uploading') : t('files.attach')}
          testID="task-attach"
        />
      )}
    </section>
  );
}
