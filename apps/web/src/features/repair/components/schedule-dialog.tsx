import type { RepairDetail } from '@cc/contracts/repair-records';
import { App, Empty, Form, Modal, Radio, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useTimeZone } from '../../../shared/session/use-community';
import { useSchedule, useSlots } from '../api/requests';
import { addDays, spanOf, todayIn } from '../format';

const DAYS_AHEAD = 14;

/**
 * Books a slot with places left for the request's category over the next two weeks, and
 * optionally names the technician (else the server picks a free one).
 */
export function ScheduleDialog({ request, onClose }: { request: RepairDetail; onClose: () => void }) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const [range] = useState({ from: today, to: addDays(today, DAYS_AHEAD) });
  const slots = useSlots(request.categoryID, range);
  const save = useSchedule();
  const [startsAt, setStartsAt] = useState<string | undefined>(request.appointment?.startsAt);
  const [technicianID, setTechnicianID] = useState<string | undefined>();
  const open = (slots.data ?? []).filter((s) => s.places > 0 && Date.parse(s.startsAt) > Date.now());
  const chosen = open.find((s) => s.startsAt === startsAt);
  const submit = () => {
    if (!startsAt) return void message.warning(t('schedule.pick'));
    save.mutate(
      { requestID: request.requestID, startsAt, technicianID },
      {
        onSuccess: () => {
          void message.success(t('saved.schedule'));
          onClose();
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  };
  return (
    <Modal
      open
      title={t('actions.schedule')}
      okText={t('actions.schedule')}
      cancelText={t('common.back')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !startsAt }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={slots.isPending}>
        {open.length === 0 && !slots.isPending ? (
          <Empty description={t('schedule.noSlots')} />
        ) : (
          <Form layout="vertical">
            <Form.Item label={t('schedule.slot')}>
              <Radio.Group
                className="rp-slot-list"
                value={startsAt}
                onChange={(e) => {
                  setStartsAt(e.target.value as string);
                  setTechnicianID(undefined);
                }}
                options={open.map((s) => ({
                  value: s.startsAt,
                  label: `${spanOf(s.startsAt, s.endsAt, timeZone)} · ${t('schedule.places', { count: s.places })}`,
                }))}
              />
            </Form.Item>
            <Form.Item label={t('schedule.technician')}>
              <Select
                allowClear
                aria-label={t('schedule.technician')}
                placeholder={t('schedule.anyTechnician')}
                value={technicianID}
                onChange={(v?: string) => setTechnicianID(v)}
                disabled={!chosen}
                options={(chosen?.technicians ?? [])
                  .filter((x) => x.free)
                  .map((x) => ({ value: x.technicianID, label: x.name }))}
              />
            </Form.Item>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
