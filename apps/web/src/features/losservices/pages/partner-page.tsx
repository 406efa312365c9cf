import { losservicesOps, NOTE_MAX, type PartnerMove, type PartnerView } from '@cc/contracts/losservices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
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
  const qc = useQueryClient();
  const key = ['losservices-partner', ref.requestID, ref.token];
  const job = useQuery({
    queryKey: key,
    queryFn: async () => (await callOp(losservicesOps.partnerRequest, { query: ref })).data,
    retry: false,
    enabled: Boolean(ref.communityID && ref.requestID && ref.token),
  });
  const [form] = Form.useForm<Values>();
  const move = useMutation({
    mutationFn: (b: { status: PartnerMove; values: Values; timeZone: string }) =>
      callOp(losservicesOps.partnerMove, {
        body: {
          ...ref,
          status: b.status,
          note: b.values.note?.trim() ?? '',
          ...(b.values.when ? { scheduledAt: wallToInstant(b.values.when, b.timeZone) } : {}),
        },
      }),
    onSuccess: (res) => {
      qc.setQueryData(key, res.data);
      form.resetFields();
      void message.success(t('partner.saved'));
    },
    onError: (e) => void message.error((e as Error).message),
  });

  const shell = (body: React.ReactNode) => (
    <main style={{ maxInlineSize: 640, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 22 }}>{t('partner.title')}</h1>
      {body}
    </main>
  );
  if (!job.isEnabled || job.error) return shell(<Result status="warning" title={t('partner.invalid')} />);
  if (job.isPending) return shell(<Skeleton active aria-label={t('partner.loading')} />);
  const j: PartnerView = job.data;
  const run =
    (status: PartnerMove, needs: (keyof Values)[] = []) =>
    async () => {
      const values = needs.length ? await form.validateFields(needs) : form.getFieldsValue();
      move.mutate({ status, values, timeZone: j.timeZone });
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
                <Button type="primary" loading={move.isPending} onClick={run('ACCEPTED')}>
                  {t('partner.accept')}
                </Button>
                <Button danger loading={move.isPending} onClick={run('REJECTED')}>
                  {t('partner.reject')}
                </Button>
              </>
            )}
            {(j.status === 'ACCEPTED' || j.status === 'SCHEDULED') && (
              <Button
                type={j.status === 'ACCEPTED' ? 'primary' : 'default'}
                loading={move.isPending}
                onClick={run('SCHEDULED', ['when'])}
              >
                {t('partner.schedule')}
              </Button>
            )}
            {j.status === 'SCHEDULED' && (
              <Button type="primary" loading={move.isPending} onClick={run('DONE')}>
                {t('partner.done')}
              </Button>
            )}
          </Space>
        </Form>
      )}
    </Card>,
  );
}
