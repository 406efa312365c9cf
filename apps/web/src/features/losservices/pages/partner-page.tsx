import { losservicesOps, NOTE_MAX, type PartnerMove, type PartnerView } from '@cc/contracts/losservices';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callOp } from '../../../shared/api/api-client';
import { formatCalendarDay, formatDateTime } from '../../../shared/i18n/format-time';
import { wallToInstant } from '../../../shared/i18n/zoned-time';
import { DatePicker } from '../../../shared/ui/date-picker';

interface Values {
  when?: Dayjs;
  note?: string;
}

/**
 * /partner/losservices: the page a partner opens from the job mail, without an account. The
 * signed link says which job; the API decides what the job's state still allows.
 */
export function PartnerPage() {
  const { t } = useTranslation('losservices');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const ref = {
    communityID: params.get('c') ?? '',
    requestID: params.get('r') ?? '',
    token: params.get('t') ?? '',
  };
  const [job, setJob] = useState<{ data?: PartnerView; failed?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const linked = Boolean(ref.communityID && ref.requestID && ref.token);
  // Outside the dashboard there is no query cache: one read when the link opens, then each
  // move's answer is the job as it now stands.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's three parts are the key
  useEffect(() => {
    if (!linked) return;
    callOp(losservicesOps.partnerRequest, { query: ref }).then(
      (res) => setJob({ data: res.data }),
      () => setJob({ failed: true }),
    );
  }, [ref.communityID, ref.requestID, ref.token]);
  const [form] = Form.useForm<Values>();
  const moveTo = (status: PartnerMove, values: Values, timeZone: string) => {
    setBusy(true);
    callOp(losservicesOps.partnerMove, {
      body: {
        ...ref,
        status,
        note: values.note?.trim() ?? '',
        ...(values.when ? { scheduledAt: wallToInstant(values.when, timeZone) } : {}),
      },
    })
      .then((res) => {
        setJob({ data: res.data });
        form.resetFields();
        void message.success(t('partner.saved'));
      })
      .catch((e: unknown) => void message.error((e as Error).message))
      .finally(() => setBusy(false));
  };

  const shell = (body: ReactNode) => (
    <main style={{ maxInlineSize: 640, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 22 }}>{t('partner.title')}</h1>
      {body}
    </main>
  );
  if (!linked || job.failed) return shell(<Result status="warning" title={t('partner.invalid')} />);
  if (!job.data) return shell(<Skeleton active aria-label={t('partner.loading')} />);
  const j: PartnerView = job.data;
  const run =
    (status: PartnerMove, needs: (keyof Values)[] = []) =>
    async () => {
      const values = needs.length ? await form.validateFields(needs) : form.getFieldsValue();
      moveTo(status, values, j.timeZone);
    };
  const open = j.status === 'REQUESTED' || j.status === 'ACCEPTED' || j.status === 'SCHEDULED';
  return shell(
    <Card>
      <Descriptions column={1} size="small" data-testid="partner-job">
        <Descriptions.Item label={t('columns.service')}>{j.serviceName}</Descriptions.Item>
        <Descriptions.Item label={t('partner.community')}>{j.communityName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.place')}>{j.place}</Descriptions.Item>
        <Descriptions.Item label={t('columns.requester')}>{j.requesterName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.preferred')}>
          {formatCalendarDay(j.preferredDate)}
        </Descriptions.Item>
        {j.note && <Descriptions.Item label={t('partner.note')}>{j.note}</Descriptions.Item>}
        <Descriptions.Item label={t('partner.status')}>
          <Tag data-testid="partner-status">{t(`statuses.${j.status}`)}</Tag>
        </Descriptions.Item>
        {j.scheduledAt && (
          <Descriptions.Item label={t('columns.scheduled')}>
            {formatDateTime(j.scheduledAt, j.timeZone)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {!open ? (
        <Alert style={{ marginBlockStart: 16 }} type="info" showIcon title={t('partner.closed')} />
      ) : (
        <Form form={form} layout="vertical" name="partner" style={{ marginBlockStart: 16 }}>
          {(j.status === 'ACCEPTED' || j.status === 'SCHEDULED') && (
            <Form.Item
              name="when"
              label={t('fields.scheduledAt')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} style={{ inlineSize: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="note" label={t('fields.note')}>
            <Input.TextArea rows={2} maxLength={NOTE_MAX} />
          </Form.Item>
          <Space wrap>
            {j.status === 'REQUESTED' && (
              <>
                <Button type="primary" loading={busy} onClick={run('ACCEPTED')}>
                  {t('partner.accept')}
                </Button>
                <Button danger loading={busy} onClick={run('REJECTED')}>
                  {t('partner.reject')}
                </Button>
              </>
            )}
            {(j.status === 'ACCEPTED' || j.status === 'SCHEDULED') && (
              <Button
                type={j.status === 'ACCEPTED' ? 'primary' : 'default'}
                loading={busy}
                onClick={run('SCHEDULED', ['when'])}
              >
                {t('partner.schedule')}
              </Button>
            )}
            {j.status === 'SCHEDULED' && (
              <Button type="primary" loading={busy} onClick={run('DONE')}>
                {t('partner.done')}
              </Button>
            )}
          </Space>
        </Form>
      )}
    </Card>,
  );
}
