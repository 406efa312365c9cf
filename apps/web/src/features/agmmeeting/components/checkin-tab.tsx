import { UserAddOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { AgmAttendance, AgmMeetingDetail } from '@cc/contracts/agmmeeting';
import { Alert, App, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { useAttendance, useCheckout } from '../api/attendance';
import { useFormatWeight } from '../figures/use-format-weight';
import { toMillionths } from '../figures/weights';
import { CheckinDialog } from './checkin-dialog';
import { ProxyDialog } from './proxy-dialog';

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

/**
 * Who is in the room (or online, or represented): staff check units in at the door, register
 * proxies with the signed form's photo, and check units out, which lowers the weight present
 * for the items still to come.
 */
export function CheckinTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const timeZone = useTimeZone();
  const weightText = useFormatWeight();
  const { data, error, isPending } = useAttendance(m.meetingID);
  const checkout = useCheckout();
  const [dialog, setDialog] = useState<'checkin' | 'proxy' | null>(null);
  const active = canWrite && (m.state === 'NOTICE_SENT' || m.state === 'IN_SESSION');
  const confirmCheckout = (a: AgmAttendance) =>
    modal.confirm({
      title: t('checkin.checkoutConfirm', { unit: a.unitNo }),
      content: t('checkin.checkoutBody'),
      okText: t('checkin.checkout'),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: () =>
        checkout
          .mutateAsync({ meetingID: m.meetingID, unitID: a.unitID })
          .then(() => void message.success(t('checkin.checkedOut', { unit: a.unitNo })))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  if (error) return <Alert type="error" showIcon title={error.message} />;
  return (
    <div>
      {active && (
        <div className="agm-toolbar">
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setDialog('checkin')}
            data-testid="checkin-add"
          >
            {t('checkin.add')}
          </Button>
          <Button icon={<UserSwitchOutlined />} onClick={() => setDialog('proxy')} data-testid="proxy-add">
            {t('checkin.proxy')}
          </Button>
        </div>
      )}
      {!active && m.state === 'DRAFT' && (
        <Alert type="info" showIcon title={t('checkin.notYet')} style={{ marginBlockEnd: 12 }} />
      )}
      <Table<AgmAttendance>
        rowKey="attendanceID"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={isPending}
        dataSource={data?.attendance ?? []}
        locale={{ emptyText: t('checkin.empty') }}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
          { key: 'attendee', title: t('fields.attendee'), render: (_, a) => a.attendee.name },
          {
            key: 'mode',
            title: t('fields.mode'),
            render: (_, a) => (
              <span>
                <Tag>{t(`mode.${a.mode}`)}</Tag>
                {a.proxyHolder && t('checkin.holder', { name: a.proxyHolder.name })}
                {a.proxyFormUrl && (
                  <>
                    {' '}
                    <a href={a.proxyFormUrl} target="_blank" rel="noreferrer">
                      {t('checkin.form')}
                    </a>
                  </>
                )}
              </span>
            ),
          },
          {
            key: 'weight',
            title: t('fields.weight'),
            align: 'end',
            render: (_, a) => weightText(toMillionths(a.weight)),
          },
          {
            key: 'in',
            title: t('fields.checkedIn'),
            render: (_, a) => formatDateTime(a.checkedInAt, timeZone),
          },
          {
            key: 'out',
            title: t('fields.checkedOut'),
            render: (_, a) =>
              a.checkedOutAt ? (
                formatDateTime(a.checkedOutAt, timeZone)
              ) : active ? (
                <Button size="small" onClick={() => confirmCheckout(a)}>
                  {t('checkin.checkout')}
                </Button>
              ) : null,
          },
        ]}
      />
      <CheckinDialog meeting={m} open={dialog === 'checkin'} onClose={() => setDialog(null)} />
      <ProxyDialog meeting={m} open={dialog === 'proxy'} onClose={() => setDialog(null)} />
    </div>
  );
}
