import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { METER_IMPORT_MAX_BYTES } from '@cc/contracts/billing-import-ops';
import { Alert, App, Button, Checkbox, Modal, Space, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { ImportReport } from '../../../shared/import/import-report';
import { canSave } from '../../../shared/import/row-report';
import { useSpreadsheetImport } from '../../../shared/import/use-spreadsheet-import';
import { downloadMeterTemplate, useMeterImportCalls } from '../api/documents';

/**
 * Meter readings from the template: the file is checked row by row at once, every problem is
 * listed by row and column, and only a file without problems can make its bills (all of them in
 * one go, as drafts unless the office issues them at once).
 */
export function MeterImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const calls = useMeterImportCalls();
  const [issue, setIssue] = useState(false);
  const flow = useSpreadsheetImport({
    formats: ['xlsx'],
    maxBytes: METER_IMPORT_MAX_BYTES,
    check: calls.check,
    save: (file) => calls.save(file, issue),
    reportOfRefusal: calls.reportOfRefusal,
    onRefused: (why) => void message.error(t(why === 'format' ? 'import.notXlsx' : 'import.tooBig')),
    onSaved: ({ created }) => {
      void message.success(t('import.saved', { count: created }));
      flow.reset();
      onClose();
    },
  });
  const { file, report, checking, saving, busy } = flow;
  const close = () => {
    if (busy) return;
    flow.reset();
    onClose();
  };
  const ok = report !== null && canSave(report);
  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      width={760}
      maskClosable={!busy}
      footer={
        <Space wrap>
          <Button onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {report && (
            <Button onClick={flow.reset} disabled={busy}>
              {t('import.another')}
            </Button>
          )}
          <Button
            type="primary"
            disabled={!flow.ready}
            loading={saving.isPending}
            onClick={flow.save}
            data-testid="meter-import-save"
          >
            {t('import.commit', { count: report?.valid ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadMeterTemplate(calls.communityID).catch((e) => void message.error(errorMessageOf(e)))
          }
        >
          {t('import.template')}
        </Button>
        {!report && (
          <Spin spinning={checking.isPending} tip={t('import.checking')}>
            <Upload.Dragger
              accept={flow.accept}
              multiple={false}
              showUploadList={false}
              beforeUpload={(f) => {
                flow.choose(f);
                return Upload.LIST_IGNORE;
              }}
              disabled={busy}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('import.drop')}</p>
              <p className="cc-muted">{t('import.dropHint')}</p>
            </Upload.Dragger>
          </Spin>
        )}
        {checking.error && <Alert type="error" showIcon title={errorMessageOf(checking.error)} />}
        {file && report && <div className="cc-muted">{file.name}</div>}
        {report && (
          <Spin spinning={saving.isPending} tip={t('import.saving')}>
            <ImportReport
              report={report}
              texts={{
                summary: ok
                  ? t('import.allValid', { count: report.total })
                  : t('import.hasErrors', { count: report.total, bad: report.problems.length }),
                hint: t('import.hint'),
                row: t('import.row'),
                column: t('import.column'),
                problem: t('import.problem'),
              }}
            />
          </Spin>
        )}
        {ok && (
          <Checkbox checked={issue} onChange={(e) => setIssue(e.target.checked)} disabled={busy}>
            {t('import.issue')}
          </Checkbox>
        )}
        {/* A refusal for bad rows is told by the report above; any other refusal here. */}
        {saving.error && !calls.reportOfRefusal(saving.error) && (
          <Alert type="error" showIcon title={errorMessageOf(saving.error)} />
        )}
      </Space>
    </Modal>
  );
}
