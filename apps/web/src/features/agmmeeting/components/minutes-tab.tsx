import { CheckCircleOutlined, FilePdfOutlined, SaveOutlined } from '@ant-design/icons';
import type { AgmMeetingDetail, AgmMeetingState, AgmMinutes } from '@cc/contracts/agmmeeting';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { downloadMinutesPdf, useMinutes, usePublishMinutes, useSaveMinutes } from '../api/minutes';
import { type MinutesValues, minutesInput, minutesValues } from '../figures/minutes-values';
import { MinutesFields } from './minutes-fields';

/** The states whose minutes can be read: from the session on. */
const STARTED: readonly AgmMeetingState[] = ['IN_SESSION', 'CLOSED', 'NO_QUORUM', 'MINUTES_PUBLISHED'];

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

/**
 * The secretary's minutes: an opening, a note per item, a closing and who signs. The PDF (Thai or
 * English) adds attendance, quorum and each item's result; publishing locks them and tells owners.
 */
export function MinutesTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { modal, message } = App.useApp();
  const communityID = useCommunityID();
  const timeZone = useTimeZone();
  const approver = usePermissions().has('AGM_MEETING:approve');
  const started = STARTED.includes(m.state);
  const { data, error, isPending } = useMinutes(m.meetingID, started);
  const save = useSaveMinutes();
  const publish = usePublishMinutes();
  const [form] = Form.useForm<MinutesValues>();
  if (!started) return <Alert type="info" showIcon title={t('minutes.notYet')} />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isPending) return <Skeleton active />;
  const locked = !!data.publishedAt;
  const editable = canWrite && !locked;
  const submit = (v: MinutesValues) =>
    save.mutate(minutesInput(m.meetingID, v), {
      onSuccess: () => void message.success(t('minutes.saved')),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  const confirmPublish = () =>
    modal.confirm({
      title: t('minutes.publishConfirm'),
      content: t('minutes.publishBody'),
      okText: t('minutes.publish'),
      cancelText: t('shared:common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () =>
        save
          .mutateAsync(minutesInput(m.meetingID, form.getFieldsValue(true)))
          .then(() => publish.mutateAsync(m.meetingID))
          .then(() => void message.success(t('minutes.published')))
          .catch((e: unknown) => void message.error(errorMessageOf(e))),
    });
  const pdf = (lang: 'th' | 'en') =>
    downloadMinutesPdf(communityID, m.meetingID, lang).catch(
      (e: unknown) => void message.error(errorMessageOf(e)),
    );
  return (
    <div>
      <div className="agm-toolbar">
        <Button icon={<FilePdfOutlined />} onClick={() => pdf('th')} data-testid="minutes-pdf-th">
          {t('minutes.pdfTh')}
        </Button>
        <Button icon={<FilePdfOutlined />} onClick={() => pdf('en')} data-testid="minutes-pdf-en">
          {t('minutes.pdfEn')}
        </Button>
        {approver && !locked && (m.state === 'CLOSED' || m.state === 'NO_QUORUM') && (
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={confirmPublish}
            data-testid="minutes-publish"
          >
            {t('minutes.publish')}
          </Button>
        )}
      </div>
      {locked && (
        <Alert
          type="success"
          showIcon
          title={t('minutes.lockedAt', { at: formatDateTime(data.publishedAt, timeZone) })}
          style={{ marginBlockEnd: 12 }}
        />
      )}
      <Form<MinutesValues>
        form={form}
        name="minutes"
        layout="vertical"
        requiredMark={editable}
        initialValues={minutesValues(data as AgmMinutes)}
        onFinish={submit}
      >
        <MinutesFields minutes={data} readOnly={!editable} />
        {editable && (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid="minutes-save"
          >
            {t('minutes.save')}
          </Button>
        )}
      </Form>
    </div>
  );
}
