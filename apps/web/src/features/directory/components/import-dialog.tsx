import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportReport } from '@cc/contracts/unit-import';
import { Alert, App, Button, Modal, Space, Spin, Steps, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityID } from '../../../shared/session/use-community';
import { downloadTemplate, useCheckImport, useCommitImport } from '../api/unit-import';
import { errorText } from '../directory-rules';
import { ImportReportView } from './import-report';

const MAX_BYTES = 10 * 1024 * 1024;

/** Template, upload, the row-by-row report, then one all-or-nothing save. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const check = useCheckImport();
  const commit = useCommitImport();
  const busy = check.isPending || commit.isPending;
  const reset = () => {
    setFile(null);
    setReport(null);
    check.reset();
    commit.reset();
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const pick = (f: File) => {
    if (!f.name.toLowerCase().endsWith('.xlsx')) void message.error(t('import.notXlsx'));
    else if (f.size > MAX_BYTES) void message.error(t('import.tooBig'));
    else {
      setFile(f);
      setReport(null);
      check.mutate(f, { onSuccess: setReport });
    }
    return Upload.LIST_IGNORE;
  };
  const save = () =>
    file &&
    commit.mutate(file, {
      onSuccess: ({ created }) => {
        void message.success(t('import.saved', { count: created }));
        reset();
        onClose();
      },
    });
  const step = report ? (commit.isPending ? 2 : 1) : 0;
  const canSave = report !== null && report.errors.length === 0 && report.rows > 0;
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
            <Button onClick={reset} disabled={busy}>
              {t('import.another')}
            </Button>
          )}
          <Button
            type="primary"
            disabled={!canSave}
            loading={commit.isPending}
            onClick={save}
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
          onClick={() => downloadTemplate(communityID).catch((e) => void message.error(errorText(e)))}
        >
          {t('import.template')}
        </Button>
        {!report && (
          <Spin spinning={check.isPending} tip={t('import.checking')}>
            <Upload.Dragger
              accept=".xlsx"
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
            <ImportReportView report={report} />
          </Spin>
        )}
        {commit.error && <Alert type="error" showIcon title={errorText(commit.error)} />}
      </Space>
    </Modal>
  );
}
