import {
  CANCEL_REASONS,
  type CancelReason,
  type IncidentDetail,
  type IncidentStatus,
} from '@cc/contracts/incident';
import { App, Button, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useMoveIncident } from '../api/incident';

/** A button per move the API allows now; each asks to confirm (a cancel also asks why). */
export function StatusActions({ incident }: { incident: IncidentDetail }) {
  const { t } = useTranslation('incident');
  const { message } = App.useApp();
  const move = useMoveIncident();
  const [target, setTarget] = useState<IncidentStatus | null>(null);
  const [reason, setReason] = useState<CancelReason>('DUPLICATE');
  const [note, setNote] = useState('');
  if (!incident.nextStatuses.length) return null;
  const confirm = async () => {
    if (!target) return;
    try {
      await move.mutateAsync({
        incidentID: incident.incidentID,
        status: target,
        ...(target === 'CANCELLED' && { cancelReason: reason }),
        ...(note.trim() && { note: note.trim() }),
      });
      message.success(t('drawer.moved'));
      setTarget(null);
      setNote('');
    } catch (e) {
      message.error(errorMessageOf(e));
    }
  };
  return (
    <>
      <Space wrap data-testid="status-actions">
        {incident.nextStatuses.map((s) => (
          <Button
            key={s}
            danger={s === 'CANCELLED'}
            type={s === 'CANCELLED' ? 'default' : 'primary'}
            onClick={() => setTarget(s)}
          >
            {t('drawer.moveTo')}: {t(`status.${s}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={target !== null}
        title={target ? t('drawer.confirmMove', { no: incident.no, status: t(`status.${target}`) }) : ''}
        okText={t('drawer.confirm')}
        cancelText={t('drawer.cancel')}
        confirmLoading={move.isPending}
        onOk={() => void confirm()}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {target === 'CANCELLED' && (
            <Select
              aria-label={t('drawer.reason')}
              value={reason}
              onChange={setReason}
              options={CANCEL_REASONS.map((r) => ({ value: r, label: t(`cancelReason.${r}`) }))}
            />
          )}
          <Input.TextArea
            aria-label={t('drawer.note')}
            placeholder={t('drawer.note')}
            value={note}
            maxLength={4000}
            onChange={(e) => setNote(e.target.value)}
          />
        </Space>
      </Modal>
    </>
  );
}
