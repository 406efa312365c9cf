import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { UNIT_IMPORT_MAX_BYTES } from '@cc/contracts/unit-import';
import { Alert, App, Button, Modal, Space, Spin, Steps, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportReport } from '../../../shared/import/import-report';
import { canSave } from '../../../shared/import/row-report';
import { useSpreadsheetImport } from '../../../shared/import/use-spreadsheet-import';
import { downloadTemplate, useUnitImportCalls } from '../api/unit-import';
import { errorText } from '../directory-rules';
import { unitColumnLabel, unitImportTexts, unitProblemText } from './import-texts';

/** Template, upload, the row-by-row report, then one all-or-nothing save. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const calls = useUnitImportCalls();
  const flow = useSpreadsheetImport({
    formats: ['xlsx'],
    maxBytes: UNIT_IMPORT_MAX_BYTES,
    check: calls.check,
    save: calls.commit,
    onRefused: (why) => void message.error(t(why === 'format' ? 'import.notXlsx' : 'import.tooBig')),
    onSaved: ({ created }) => {
      void message.success(t('import.saved', { count: created }));
      flow.reset();
      onClose();
    },
  });
  const { file, report, checking: check, saving: commit, busy } = flow;
  const close = () => {
    if (busy) return;
    flow.reset();
    onClose();
  };
  const pick = (f: File) => {
    flow.choose(f);
    return Upload.LIST_IGNORE;
  };
  const step = report ? (commit.isPending ? 2 : 1) : 0;
  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      width={720}
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
            loading={commit.isPending}
            onClick={flow.save}
            data-testid="import-commit"
          >
            {t('import.commit', { count: report?.valid ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBlockEnd: 16 }}
        items={[
          { title: t('import.stepUpload') },
          { title: t('import.stepCheck') },
          { title: t('import.stepSave') },
        ]}
      />
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => downloadTemplate(calls.communityID).catch((e) => void message.error(errorText(e)))}
        >
          {t('import.template')}
        </Button>
        {!report && (
          <Spin spinning={check.isPending} tip={t('import.checking')}>
            <Upload.Dragger
              accept={flow.accept}
              multiple={false}
              showUploadList={false}
              beforeUpload={pick}
              disabled={busy}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('import.drop')}</p>
              <p className="dir-muted">{t('import.dropHint')}</p>
            </Upload.Dragger>
          </Spin>
        )}
        {check.error && <Alert type="error" showIcon title={errorText(check.error)} />}
        {file && report && <div className="dir-muted">{file.name}</div>}
        {report && (
          <Spin spinning={commit.isPending} tip={t('import.saving')}>
            <ImportReport
              report={report}
              texts={unitImportTexts(t, report, canSave(report))}
              columnLabel={unitColumnLabel(t)}
              problemText={unitProblemText(t)}
            />
          </Spin>
        )}
        {commit.error && <Alert type="error" showIcon title={errorText(commit.error)} />}
      </Space>
    </Modal>
  );
}
