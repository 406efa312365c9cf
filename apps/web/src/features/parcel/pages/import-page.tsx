import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Space, Steps, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadTemplate, useCheckImport, useSaveImport } from '../api/import';
import { type ImportReport, ImportReportView } from '../components/import-report';
import { errorText } from '../parcel-labels';
import '../parcel.css';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv';

/**
 * parcelimport: download the template, choose a filled-in file, see every bad row before
 * anything is saved, then save all rows in one go with a progress bar.
 */
export function ImportPage() {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const check = useCheckImport();
  const save = useSaveImport((done, total) => setProgress({ done, total }));
  const step = save.isSuccess ? 3 : report && !report.errors.length ? 2 : file ? 1 : 0;

  const choose = (f: File) => {
    if (!/\.(xlsx|csv)$/i.test(f.name)) return void message.error(t('import.wrongType'));
    if (f.size > MAX_BYTES) return void message.error(t('import.tooBig'));
    setFile(f);
    setReport(null);
    setProgress(null);
    save.reset();
    check.mutate(f, { onSuccess: setReport });
  };

  const onSave = () =>
    file &&
    save.mutate(file, {
      onError: (e) => {
        // Someone changed the directory between the check and the save: show the new report.
        if (e instanceof ApiError && e.data && typeof e.data === 'object' && 'errors' in e.data)
          setReport(e.data as ImportReport);
      },
    });

  const download = (format: 'xlsx' | 'csv') =>
    downloadTemplate(communityID, format).catch((e) => void message.error(errorText(t, e)));

  return (
    <section className="cc-card parcel-import">
      <PageHeader
        title={t('menu.import')}
        extra={
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
              {t('import.templateXlsx')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void download('csv')}>
              {t('import.templateCsv')}
            </Button>
          </Space>
        }
      />
      <Steps
        current={step}
        size="small"
        className="parcel-gap"
        items={[
          { title: t('import.step1') },
          { title: t('import.step2') },
          { title: t('import.step3') },
          { title: t('import.step4') },
        ]}
      />
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={(f) => {
          choose(f);
          return false;
        }}
        disabled={save.isPending}
        data-testid="import-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{file ? file.name : t('import.drop')}</p>
        <p className="ant-upload-hint">{t('import.hint')}</p>
      </Upload.Dragger>
      {check.isPending && <Progress percent={100} status="active" showInfo={false} className="parcel-gap" />}
      {check.error && (
        <Alert type="error" showIcon title={errorText(t, check.error)} className="parcel-gap" />
      )}
      {report && (
        <div className="parcel-gap">
          <ImportReportView report={report} />
        </div>
      )}
      {report && !report.errors.length && !save.isSuccess && (
        <Button
          type="primary"
          className="parcel-gap"
          loading={save.isPending}
          onClick={onSave}
          data-testid="import-save"
        >
          {t('import.save', { count: report.valid })}
        </Button>
      )}
      {progress && (save.isPending || save.isSuccess) && (
        <Progress
          className="parcel-gap"
          percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0}
          status={save.isSuccess ? 'success' : 'active'}
          aria-label={t('import.progress', { done: progress.done, total: progress.total })}
          format={() => t('import.progress', { done: progress.done, total: progress.total })}
        />
      )}
      {save.error && <Alert type="error" showIcon title={errorText(t, save.error)} className="parcel-gap" />}
      {save.data && (
        <Alert
          type="success"
          showIcon
          className="parcel-gap"
          data-testid="import-done"
          title={t('import.saved', {
            count: save.data.total,
            first: save.data.firstNo,
            last: save.data.lastNo,
          })}
          action={<Link to="/dashboard/parcel">{t('menu.list')}</Link>}
        />
      )}
    </section>
  );
}
