import { Alert, App, Button, Form, Progress, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { type RunScope, useCreateRun, usePreviewRun, useRun } from '../api/billing';
import { baht, dueDay, inSentence, thisPeriod } from '../money';
import '../billing.css';

interface Values {
  period: Dayjs;
  buildingIDs?: string[];
}

/**
 * A month's bills for every unit or some buildings: preview (nothing saved), confirm, then the
 * run's progress read every second until it is done. The run key is made with the preview, so
 * confirming twice answers the same run.
 */
export function RunForm() {
  const { t } = useTranslation('billing');
  const { message, modal } = App.useApp();
  const buildings = useBuildings();
  const zone = useTimeZone();
  const preview = usePreviewRun();
  const create = useCreateRun();
  const [scope, setScope] = useState<(RunScope & { runKey: string }) | null>(null);
  const [runID, setRunID] = useState<string>();
  const run = useRun(runID);

  const onPreview = (v: Values) => {
    const next = {
      period: v.period.format('YYYY-MM'),
      buildingIDs: v.buildingIDs?.length ? v.buildingIDs : undefined,
    };
    setRunID(undefined);
    preview.mutate(next, {
      onSuccess: () => setScope({ ...next, runKey: crypto.randomUUID() }),
      onError: (e) => void message.error(errorMessageOf(e)),
    });
  };
  const onConfirm = () =>
    modal.confirm({
      title: t('run.confirmTitle'),
      content: t('run.confirmText', {
        count: preview.data?.units.length ?? 0,
        total: inSentence(baht(preview.data?.totalSatang ?? 0)),
      }),
      okText: t('run.create'),
      cancelText: t('common.cancel'),
      onOk: () =>
        create.mutateAsync(scope!).then(
          (r) => setRunID(r.runID),
          (e) => void message.error(errorMessageOf(e)),
        ),
    });

  const p = preview.data;
  const r = run.data;
  return (
    <div>
      <Form<Values>
        name="run"
        layout="inline"
        initialValues={{ period: dayjs(`${thisPeriod(zone)}-01`) }}
        onFinish={onPreview}
        style={{ marginBlockEnd: 16 }}
      >
        <Form.Item
          name="period"
          label={t('bill.period')}
          rules={[{ required: true, message: t('run.periodRequired') }]}
        >
          <DatePicker picker="month" />
        </Form.Item>
        <Form.Item name="buildingIDs" label={t('run.buildings')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('run.allBuildings')}
            style={{ minWidth: 200 }}
            options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
          />
        </Form.Item>
        <Button htmlType="submit" loading={preview.isPending}>
          {t('run.preview')}
        </Button>
      </Form>
      {p && (
        <>
          <p data-testid="run-preview-summary">
            {t('run.summary', {
              count: p.units.length,
              total: inSentence(baht(p.totalSatang)),
              due: dueDay(p.dueDate),
            })}
            {p.alreadyBilled > 0 && ` ${t('run.alreadyBilled', { count: p.alreadyBilled })}`}
          </p>
          <Table
            rowKey="unitID"
            data-testid="run-preview"
            size="small"
            className="billing-narrow"
            dataSource={p.units}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: t('run.empty') }}
            columns={[
              { key: 'unit', title: t('bill.unit'), dataIndex: 'unitNo' },
              { key: 'total', title: t('bill.total'), align: 'end', render: (_, u) => baht(u.totalSatang) },
            ]}
          />
          <Button
            type="primary"
            disabled={!p.units.length || !!runID}
            loading={create.isPending}
            onClick={onConfirm}
            style={{ marginBlockStart: 12 }}
          >
            {t('run.create')}
          </Button>
        </>
      )}
      {r && (
        <div style={{ marginBlockStart: 16 }} aria-live="polite">
          <Progress
            percent={r.total ? Math.round((r.done / r.total) * 100) : 100}
            status={r.status === 'FAILED' ? 'exception' : r.status === 'DONE' ? 'success' : 'active'}
            aria-label={t('run.progress')}
          />
          {r.status === 'DONE' && (
            <Alert
              type="success"
              showIcon
              data-testid="run-done"
              title={t('run.done', { count: r.createdCount })}
              action={<Link to={`/dashboard/billing/list?period=${r.period}`}>{t('run.seeBills')}</Link>}
            />
          )}
        </div>
      )}
    </div>
  );
}
