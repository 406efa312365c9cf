import { FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import {
  AGM_NOTICE_DAYS_MIN,
  type AgmDelivery,
  type AgmDeliveryState,
  type AgmMeetingDetail,
} from '@cc/contracts/agmmeeting';
import { Alert, App, Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { downloadNoticePdf, useNoticeStatus, useSendNotice } from '../api/notice';

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

const STATE_COLOR: Record<AgmDeliveryState, string> = {
  QUEUED: 'blue',
  SENT: 'green',
  FAILED: 'red',
  NO_ADDRESS: 'orange',
};

/**
 * The notice: sent once to every owner (a notification and an e-mail with the PDF), at least
 * seven days ahead; then each owner's delivery per channel, the proof the law asks for.
 */
export function NoticeTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const status = useNoticeStatus(m.meetingID);
  const send = useSendNotice();
  const confirmSend = () =>
    modal.confirm({
      title: t('notice.sendConfirm'),
      content: t('notice.sendBody', { days: AGM_NOTICE_DAYS_MIN }),
      okText: t('notice.send'),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () =>
        send
          .mutateAsync(m.meetingID)
          .then(() => void message.success(t('notice.sent')))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  const pdf = (lang: 'th' | 'en') =>
    downloadNoticePdf(communityID, m.meetingID, lang).catch(
      (e: unknown) => void message.error(errorMessageOf(e)),
    );
  const data = status.data;
  return (
    <div>
      <div className="agm-toolbar">
        {canWrite && m.state === 'DRAFT' && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={confirmSend}
            disabled={!m.items.length}
            data-testid="notice-send"
          >
            {t('notice.send')}
          </Button>
        )}
        <Button icon={<FilePdfOutlined />} onClick={() => pdf('th')} disabled={!m.items.length}>
          {t('notice.pdfTh')}
        </Button>
        <Button icon={<FilePdfOutlined />} onClick={() => pdf('en')} disabled={!m.items.length}>
          {t('notice.pdfEn')}
        </Button>
      </div>
      {status.error ? (
        <Alert type="error" showIcon title={status.error.message} />
      ) : (
        <>
          <p data-testid="notice-sent-at">
            {data?.sentAt
              ? t('notice.sentAt', { at: formatDateTime(data.sentAt, timeZone) })
              : t('notice.notSent')}
          </p>
          {!!data?.counts.length && (
            <ul
              className="agm-toolbar"
              aria-label={t('notice.counts')}
              style={{ listStyle: 'none', padding: 0 }}
            >
              {data.counts.map((c) => (
                <li key={`${c.channel}-${c.state}`}>
                  <Tag color={STATE_COLOR[c.state]}>
                    {t(`channel.${c.channel}`)} · {t(`delivery.${c.state}`)}: {c.count}
                  </Tag>
                </li>
              ))}
            </ul>
          )}
          <Table<AgmDelivery>
            rowKey={(d) => `${d.unitID}-${d.owner.userID ?? d.owner.name}-${d.channel}`}
            size="small"
            scroll={{ x: 'max-content' }}
            loading={status.isPending}
            dataSource={data?.deliveries ?? []}
            locale={{ emptyText: t('notice.empty') }}
            pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
            columns={[
              { key: 'unit', title: t('fields.unit'), dataIndex: 'unitNo' },
              { key: 'owner', title: t('fields.owner'), render: (_, d) => d.owner.name },
              { key: 'channel', title: t('fields.channel'), render: (_, d) => t(`channel.${d.channel}`) },
              { key: 'address', title: t('fields.address'), render: (_, d) => d.address ?? '' },
              {
                key: 'state',
                title: t('fields.deliveryState'),
                render: (_, d) => <Tag color={STATE_COLOR[d.state]}>{t(`delivery.${d.state}`)}</Tag>,
              },
              { key: 'at', title: t('fields.at'), render: (_, d) => formatDateTime(d.at, timeZone) },
            ]}
          />
        </>
      )}
    </div>
  );
}
