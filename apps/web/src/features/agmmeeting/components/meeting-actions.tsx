import { DesktopOutlined } from '@ant-design/icons';
import type { AgmMeeting } from '@cc/contracts/agmmeeting';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useMeetingStep } from '../api/meetings';
import { CancelDialog } from './cancel-dialog';
import { presentLink } from './meeting-card';
import { MeetingDialog } from './meeting-dialog';
import { ReconveneDialog } from './reconvene-dialog';

type Dialog = 'edit' | 'cancel' | 'reconvene' | null;

/** What can be done to the meeting in its state; each step that cannot be undone asks first. */
export function MeetingActions({ meeting: m, canWrite }: { meeting: AgmMeeting; canWrite: boolean }) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const open = useMeetingStep('meetingOpen');
  const close = useMeetingStep('meetingClose');
  const [dialog, setDialog] = useState<Dialog>(null);
  const step = (which: 'open' | 'close') =>
    modal.confirm({
      title: t(`meeting.${which}Confirm`),
      content: t(`meeting.${which}Body`),
      okText: t(`meeting.${which}`),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { danger: which === 'close', 'data-testid': 'confirm-ok' },
      onOk: () =>
        (which === 'open' ? open : close)
          .mutateAsync(m.meetingID)
          .then(() => void message.success(t(`meeting.${which}Done`)))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  const editable = m.state === 'DRAFT' || m.state === 'NOTICE_SENT';
  return (
    <>
      {m.state === 'IN_SESSION' && (
        <Link to={presentLink(m.meetingID)}>
          <Button icon={<DesktopOutlined />} data-testid="present-open">
            {t('present.open')}
          </Button>
        </Link>
      )}
      {canWrite && editable && (
        <>
          <Button onClick={() => setDialog('edit')}>{t('meeting.edit')}</Button>
          <Button danger onClick={() => setDialog('cancel')}>
            {t('meeting.cancel')}
          </Button>
        </>
      )}
      {canWrite && m.state === 'NOTICE_SENT' && (
        <Button type="primary" onClick={() => step('open')} data-testid="meeting-open">
          {t('meeting.open')}
        </Button>
      )}
      {canWrite && m.state === 'IN_SESSION' && (
        <Button danger onClick={() => step('close')} data-testid="meeting-close">
          {t('meeting.close')}
        </Button>
      )}
      {canWrite && m.state === 'NO_QUORUM' && (
        <Button type="primary" onClick={() => setDialog('reconvene')}>
          {t('reconvene.action')}
        </Button>
      )}
      <MeetingDialog open={dialog === 'edit'} editing={m} onClose={() => setDialog(null)} />
      <CancelDialog open={dialog === 'cancel'} meetingID={m.meetingID} onClose={() => setDialog(null)} />
      <ReconveneDialog open={dialog === 'reconvene'} meeting={m} onClose={() => setDialog(null)} />
    </>
  );
}
