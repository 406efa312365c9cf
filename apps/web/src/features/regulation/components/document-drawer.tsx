import { BarChartOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { RegulationDetail, RegulationVersion } from '@cc/contracts/regulation';
import { Alert, App, Button, Drawer, Grid, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatCalendarDay, formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useDocument, usePublishVersion } from '../api/regulation';
import { ArchiveDialog } from './archive-dialog';
import { DiscardDraftButton } from './discard-draft-button';
import { StatusTag } from './status-tag';
import type { VersionDialogOpen } from './version-dialog';

interface Props {
  documentID: string | null;
  onClose: () => void;
  onEdit: (open: VersionDialogOpen) => void;
  onReport: (versionID: string) => void;
}

/** One document: its versions newest first, and what the office may do with it now. */
export function DocumentDrawer({ documentID, onClose, onEdit, onReport }: Props) {
  const { i18n } = useTranslation('regulation');
  const screens = Grid.useBreakpoint();
  const doc = useDocument(documentID);
  const [archiving, setArchiving] = useState<string | null>(null);
  const d = doc.data;
  return (
    <Drawer
      open={Boolean(documentID)}
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.md ? 640 : '100%'}
      title={d?.title ?? ''}
      destroyOnHidden
      data-testid="regulation-drawer"
    >
      {doc.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : doc.error ? (
        <Alert type="error" showIcon title={doc.error.message} />
      ) : d ? (
        <>
          <DocumentActions d={d} onEdit={onEdit} onArchive={() => setArchiving(d.documentID)} />
          {d.versions.map((v) => (
            <VersionBlock key={v.versionID} v={v} onReport={onReport} />
          ))}
        </>
      ) : null}
      <ArchiveDialog documentID={archiving} onClose={() => setArchiving(null)} />
    </Drawer>
  );
}

function DocumentActions({
  d,
  onEdit,
  onArchive,
}: {
  d: RegulationDetail;
  onEdit: (open: VersionDialogOpen) => void;
  onArchive: () => void;
}) {
  const { t } = useTranslation('regulation');
  const { message } = App.useApp();
  const canWrite = usePermissions().has('COMMUNITY_RULES:write');
  const publish = usePublishVersion();
  const draft = d.versions.find((v) => v.status === 'DRAFT');
  const live = d.status !== 'ARCHIVED';
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <StatusTag status={d.status} />
      <Tag>{t(`category.${d.category}`)}</Tag>
      {d.archiveReason && (
        <span className="cc-muted">{t('archivedBecause', { reason: d.archiveReason })}</span>
      )}
      {canWrite && live && draft && (
        <>
          <Button
            onClick={() =>
              onEdit({
                target: { kind: 'draft', versionID: draft.versionID },
                category: d.category,
                title: d.title,
                bodyHtml: draft.bodyHtml,
                file: draft.file,
                effectiveDate: draft.effectiveDate,
                changeNote: draft.changeNote,
                requiresAck: draft.requiresAck,
              })
            }
          >
            {t('actions.editDraft')}
          </Button>
          <Popconfirm
            title={t('actions.publishConfirm', { no: draft.versionNo })}
            description={draft.requiresAck ? t('actions.publishNotifies') : undefined}
            okText={t('actions.publish')}
            cancelText={t('shared:common.cancel')}
            onConfirm={() =>
              publish.mutate(draft.versionID, {
                onSuccess: () => void message.success(t('actions.published')),
                onError: (e) => void message.error(errorMessageOf(e)),
              })
            }
          >
            <Button type="primary" loading={publish.isPending}>
              {t('actions.publish')}
            </Button>
          </Popconfirm>
          {/* A document's only version is not discarded: the document is archived instead. */}
          {d.versions.length > 1 && <DiscardDraftButton draft={draft} />}
        </>
      )}
      {canWrite && live && !draft && (
        <Button
          onClick={() =>
            onEdit({
              target: { kind: 'next', documentID: d.documentID },
              bodyHtml: d.versions[0]?.bodyHtml ?? null,
              file: d.versions[0]?.file ?? null,
              requiresAck: d.versions[0]?.requiresAck ?? true,
            })
          }
        >
          {t('actions.newVersion')}
        </Button>
      )}
      {canWrite && live && (
        <Button danger onClick={onArchive}>
          {t('actions.archive')}
        </Button>
      )}
    </Space>
  );
}

function VersionBlock({ v, onReport }: { v: RegulationVersion; onReport: (versionID: string) => void }) {
  const { t } = useTranslation('regulation');
  const timeZone = useTimeZone();
  return (
    <section className="rule-version" aria-label={t('versionNo', { no: v.versionNo })}>
      <div className="rule-version__head">
        <strong>{t('versionNo', { no: v.versionNo })}</strong>
        <StatusTag status={v.status} />
        {v.requiresAck && <Tag color="blue">{t('requiresAck')}</Tag>}
        <span className="cc-muted">{t('effectiveOn', { date: formatCalendarDay(v.effectiveDate) })}</span>
        {v.publishedAt && (
          <span className="cc-muted">
            {t('publishedAt', { at: formatDateTime(v.publishedAt, timeZone) })}
          </span>
        )}
        {v.publishedAt && (
          <Button size="small" icon={<BarChartOutlined />} onClick={() => onReport(v.versionID)}>
            {t('actions.report')}
          </Button>
        )}
      </div>
      {v.changeNote && <p className="cc-muted">{v.changeNote}</p>}
      {v.bodyHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every rule text before storing it
        <div className="rule-body" dir="auto" dangerouslySetInnerHTML={{ __html: v.bodyHtml }} />
      )}
      {v.file?.url && (
        <a href={v.file.url} target="_blank" rel="noopener noreferrer">
          <FilePdfOutlined /> {v.file.name}
        </a>
      )}
    </section>
  );
}
