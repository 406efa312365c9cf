import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { AGM_ITEM_FILE_MAX_BYTES, type AgmItem, type AgmMeetingState } from '@cc/contracts/agmmeeting';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App, Button, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { usePrefersReducedMotion } from '../../../shared/ui/reduced-motion';
import { useAttachItemFile, useDeleteItem } from '../api/agenda';
import { ItemStateTag } from './status-tags';

interface Props {
  item: AgmItem;
  index: number;
  count: number;
  meetingState: AgmMeetingState;
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (item: AgmItem) => void;
}

const FILE_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

/** One agenda item: its number, kind, rule or seats, attachment, and what may be done to it. */
export function AgendaRow({ item, index, count, meetingState, editable, onMove, onEdit }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const del = useDeleteItem();
  const attach = useAttachItemFile();
  const reduceMotion = usePrefersReducedMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.itemID,
      disabled: !editable,
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t('agenda.deleteConfirm', { title: item.title }),
      okText: t('agenda.delete'),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: () =>
        del
          .mutateAsync(item.itemID)
          .then(() => void message.success(t('agenda.deleted')))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  const upload = (file: File) => {
    if (file.size > AGM_ITEM_FILE_MAX_BYTES) {
      void message.error(t('validation.fileSize', { mb: Math.floor(AGM_ITEM_FILE_MAX_BYTES / 1_048_576) }));
      return false;
    }
    attach.mutate(
      { itemID: item.itemID, file },
      {
        onSuccess: () => void message.success(t('agenda.attached')),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
    return false;
  };
  const detail =
    item.kind === 'RESOLUTION' && item.ruleCode
      ? t(`rule.${item.ruleCode}`)
      : item.kind === 'ELECTION'
        ? t('agenda.seatsOf', { seats: item.seats ?? 0, candidates: item.candidates.length })
        : null;
  return (
    <li
      ref={setNodeRef}
      className={`agm-agenda__row${isDragging ? ' agm-agenda__row--dragging' : ''}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: reduceMotion ? undefined : transition,
      }}
      data-testid="agenda-item"
    >
      {editable && (
        <Button
          type="text"
          size="small"
          className="agm-agenda__handle"
          icon={<HolderOutlined />}
          ref={setActivatorNodeRef}
          aria-label={t('agenda.drag', { title: item.title })}
          {...attributes}
          {...listeners}
        />
      )}
      <div className="agm-agenda__body">
        <div className="agm-agenda__title">
          {item.seq}. {item.title}
        </div>
        {item.titleEn && (
          <div className="cc-muted" dir="ltr">
            {item.titleEn}
          </div>
        )}
        <div>
          <Tag>{t(`itemKind.${item.kind}`)}</Tag>
          {detail && <span className="cc-muted">{detail}</span>}{' '}
          {meetingState !== 'DRAFT' && <ItemStateTag state={item.state} />}
        </div>
        {item.fileName && item.fileUrl && (
          <a href={item.fileUrl} target="_blank" rel="noreferrer">
            <PaperClipOutlined /> {item.fileName}
          </a>
        )}
      </div>
      {editable && (
        <div className="agm-agenda__actions">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('agenda.up', { title: item.title })}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('agenda.down', { title: item.title })}
          />
          <Upload accept={FILE_TYPES} showUploadList={false} beforeUpload={upload}>
            <Button size="small" icon={<PaperClipOutlined />} loading={attach.isPending}>
              {t('agenda.attach')}
            </Button>
          </Upload>
          <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(item)}>
            {t('agenda.edit')}
          </Button>
          {meetingState === 'DRAFT' && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={confirmDelete}
              aria-label={t('agenda.deleteItem', { title: item.title })}
            />
          )}
        </div>
      )}
    </li>
  );
}
