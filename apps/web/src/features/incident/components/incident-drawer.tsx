import { PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Divider, Drawer, Grid, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useAddNote, useIncidentInfo } from '../api/incident';
import { IncidentPhoto } from './incident-photo';
import { IncidentPrint } from './incident-print';
import { SeverityTag, StatusTag } from './incident-tags';
import { IncidentTimeline } from './incident-timeline';
import { StatusActions } from './status-actions';

/** One incident: its facts, photos, timeline, the moves allowed now, a note, and the A4 print. */
export function IncidentDrawer({ incidentID, onClose }: { incidentID: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('incident');
  const screens = Grid.useBreakpoint();
  const timeZone = useTimeZone();
  const { message } = App.useApp();
  const info = useIncidentInfo(incidentID);
  const addNote = useAddNote();
  const [note, setNote] = useState('');
  const [printing, setPrinting] = useState(false);
  const d = info.data;
  return (
    <Drawer
      open={Boolean(incidentID)}
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.md ? 560 : '100%'}
      title={d ? t('drawer.title', { no: d.no }) : ''}
      destroyOnHidden
      data-testid="incident-drawer"
      extra={
        d && (
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {t('drawer.print')}
          </Button>
        )
      }
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : info.error ? (
        <Alert type="error" showIcon title={errorMessageOf(info.error)} />
      ) : d ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.status')}>
              <StatusTag status={d.status} />
              {d.cancelReason && t(`cancelReason.${d.cancelReason}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.severity')}>
              <SeverityTag severity={d.severity} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.category')}>{t(`category.${d.category}`)}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.place')}>{d.place}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.occurredAt')}>
              {formatDateTime(d.occurredAt, timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.reportedBy')}>{d.reportedBy.name}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.description')}>{d.description}</Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">{t('drawer.photos')}</Divider>
          {d.photos.length ? (
            <Space wrap>
              {d.photos.map((p) => (
                <IncidentPhoto key={p.photoID} incidentID={d.incidentID} photoID={p.photoID} />
              ))}
            </Space>
          ) : (
            <span className="cc-muted">{t('drawer.noPhotos')}</span>
          )}
          <Divider />
          <StatusActions incident={d} />
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input
              aria-label={t('drawer.note')}
              placeholder={t('drawer.note')}
              value={note}
              maxLength={4000}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button
              disabled={!note.trim()}
              loading={addNote.isPending}
              onClick={() =>
                addNote
                  .mutateAsync({ incidentID: d.incidentID, note: note.trim() })
                  .then(() => {
                    setNote('');
                    message.success(t('drawer.noteSaved'));
                  })
                  .catch((e) => message.error(errorMessageOf(e)))
              }
            >
              {t('drawer.addNote')}
            </Button>
          </Space.Compact>
          <Divider titlePlacement="start">{t('drawer.timeline')}</Divider>
          <IncidentTimeline incident={d} />
          <IncidentPrint incident={d} open={printing} onClose={() => setPrinting(false)} />
        </>
      ) : null}
    </Drawer>
  );
}
