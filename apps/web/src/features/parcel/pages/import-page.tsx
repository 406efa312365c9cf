import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { PARCEL_IMPORT_MAX_BYTES } from '@cc/contracts/parcel-import';
import { Alert, App, Button, Progress, Space, Steps, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImportProgressBar } from '../../../shared/import/import-progress';
import { ImportReport } from '../../../shared/import/import-report';
import { canSave } from '../../../shared/import/row-report';
import { useSpreadsheetImport } from '../../../shared/import/use-spreadsheet-import';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import { checkImport, downloadTemplate, reportOfRefusal, saveImport } from '../api/import';
import { useParcelsChanged } from '../api/parcel-keys';
import { importReportTexts } from '../components/import-texts';
import { errorText } from '../parcel-labels';
import '../parcel.css';

/**
 * parcelimport: download the template, choose a filled-in file, see every bad row before
 * anything is saved, then save all rows in one go with a progress bar.
 */
export function ImportPage() {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const changed = useParcelsChanged();
  const flow = useSpreadsheetImport({
    formats: ['xlsx', 'csv'],
    maxBytes: PARCEL_IMPORT_MAX_BYTES,
    check: (f) => checkImport(communityID, f),
    save: (f, onProgress) => saveImport(communityID, f, onProgress).finally(changed),
    reportOfRefusal,
    onRefused: (why) => void message.error(t(why === 'format' ? 'import.wrongType' : 'import.tooBig')),
  });
  const { file, report, progress, checking: check, saving: save } = flow;
  const step = save.isSuccess ? 3 : report && canSave(report) ? 2 : file ? 1 : 0;

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
        accept={flow.accept}
        multiple={false}
        showUploadList={false}
        beforeUpload={(f) => {
          flow.choose(f);
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
          <ImportReport report={report} texts={importReportTexts(t, report)} pageSize={50} />
        </div>
      )}
      {flow.ready && report && (
        <Button
          type="primary"
          className="parcel-gap"
          loading={save.isPending}
          onClick={flow.save}
          data-testid="import-save"
        >
          {t('import.save', { count: report.valid })}
        </Button>
      )}
      {progress && (save.isPending || save.isSuccess) && (
        <ImportProgressBar
          className="parcel-gap"
          progress={progress}
          finished={save.isSuccess}
          label={t('import.progress', { done: progress.done, total: progress.total })}
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
