import {
  CheckCircleFilled,
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  PictureOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { TutorialItem, TutorialKind } from '@cc/contracts/tutorial';
import { Button, Card, Popconfirm, Progress, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';

export const KIND_ICONS: Record<TutorialKind, ReactNode> = {
  VIDEO: <PlayCircleOutlined />,
  GUIDE: <PictureOutlined />,
  PR: <FileTextOutlined />,
};

interface Props {
  items: TutorialItem[];
  canWrite: boolean;
  onOpen: (itemID: string) => void;
  onEdit: (itemID: string) => void;
  onArchive: (itemID: string) => void;
}

/** Every tutorial as a card: kind, title, summary, language, the caller's progress, staff figures. */
export function TutorialGrid({ items, canWrite, onOpen, onEdit, onArchive }: Props) {
  const { t } = useTranslation('tutorial');
  return (
    <ul className="tutorial-grid" data-testid="tutorial-grid">
      {items.map((item) => {
        const mine = !item.shared && canWrite;
        return (
          <li key={item.itemID}>
            <Card
              className="tutorial-card"
              size="small"
              actions={
                mine
                  ? [
                      <Tooltip key="edit" title={t('edit')}>
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={`${t('edit')}: ${item.title}`}
                          onClick={() => onEdit(item.itemID)}
                        />
                      </Tooltip>,
                      <Popconfirm
                        key="archive"
                        title={t('archive.confirm')}
                        description={t('archive.explain')}
                        okText={t('archive.ok')}
                        cancelText={t('shared:common.cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => onArchive(item.itemID)}
                      >
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('archive.ok')}: ${item.title}`}
                        />
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <button type="button" className="tutorial-card__open" onClick={() => onOpen(item.itemID)}>
                <span
                  className={`tutorial-card__icon tutorial-card__icon--${item.kind.toLowerCase()}`}
                  aria-hidden
                >
                  {KIND_ICONS[item.kind]}
                </span>
                <span className="tutorial-card__text">
                  <span className="tutorial-card__title" dir="auto">
                    {item.title}
                  </span>
                  {item.summary && (
                    <span className="tutorial-card__summary" dir="auto">
                      {item.summary}
                    </span>
                  )}
                </span>
              </button>
              <div className="tutorial-card__meta">
                <Tag>{t(`kinds.${item.kind}`)}</Tag>
                <Tag>{LANGUAGE_NAMES[item.lang]}</Tag>
                {item.shared && <Tag color="blue">{t('shared')}</Tag>}
                <span className="cc-muted">{formatDate(item.createdAt)}</span>
              </div>
              {item.myPercent !== null &&
                (item.myPercent >= 100 ? (
                  <span className="tutorial-card__done">
                    <CheckCircleFilled /> {t('done')}
                  </span>
                ) : (
                  <Progress percent={item.myPercent} size="small" aria-label={t('myProgress')} />
                ))}
              {canWrite && (
                <div className="cc-muted" data-testid="tutorial-viewers">
                  {t('figures', { viewers: item.viewers, finished: item.finished })}
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
