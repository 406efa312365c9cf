import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ISSUE_IMPORT_MAX_ROWS } from '@cc/contracts/issuetracking';
import { ISSUE_IMPORT_MAX_BYTES } from '@cc/contracts/issuetracking-report-ops';
import { Alert, App, Button, Progress, Steps, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ImportProgressBar } from '../../../shared/import/import-progress';
import { ImportReport } from '../../../shared/import/import-report';
import { canSave } from '../../../shared/import/row-report';
import { useSpreadsheetImport } from '../../../shared/import/use-spreadsheet-import';
import { useCommunityID } from '../../../shared/session/use-community';
import { PageHeader } from '../../../shared/ui/page-header';
import {
  checkDefects,
  downloadTemplate,
  reportOfRefusal,
  rowReport,
  saveDefects,
  useImportGroups,
  useTasksChanged,
} from './api';
import { tooManyRows } from './defect-file';
import { columnLabel, columnList, errorText, reportTexts } from './defect-texts';
import { GroupPicker } from './group-picker';
import { SavedDefects } from './saved-defects';
import './defect-import.css';

const MAX_MB = ISSUE_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The defect list import (?view=import): pick the group, download the template, choose the
 * filled-in file and read every bad row before anything is saved; then save all rows as tasks
 * in one go, or, when rows went bad since the check, read the fresh report with nothing saved.
 */
export function DefectImportView() {
  const { t } = useTranslation('defect-import');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const changed = useTasksChanged();
  const [params, setParams] = useSearchParams();
  const groups = useImportGroups();
  const group = groups.data?.find((g) => g.groupID === params.get('groupID')) ?? null;
  const [downloading, setDownloading] = useState(false);
  const flow = useSpreadsheetImport({
    formats: ['xlsx', 'csv'],
    maxBytes: ISSUE_IMPORT_MAX_BYTES,
    check: async (f) => rowReport(await checkDefects(communityID, group!.groupID, f)),
    save: async (f, onProgress) => {
      // The API answers the save as one JSON reply: the bar runs from none to all at its end.
      const total = flow.report?.valid ?? 0;
      onProgress({ done: 0, total });
      const saved = await saveDefects(communityID, group!.groupID, f).finally(changed);
      onProgress({ done: saved.valid, total: saved.valid });
      return saved;
    },
    reportOfRefusal: (e) => {
      const report = reportOfRefusal(e);
      return report && rowReport(report);
    },
    onRefused: (why) =>
      void message.error(why === 'format' ? t('file.wrongType') : t('file.tooBig', { mb: MAX_MB })),
  });
  const { file, report, progress, checking: check, saving: save } = flow;
  // Once saved every step is done, the last one included.
  const step = save.isSuccess ? 5 : report && canSave(report) ? 3 : file ? 2 : group ? 1 : 0;

  const pickGroup = (groupID: string) => {
    flow.reset();
    setParams(
      (p) => {
        p.set('groupID', groupID);
        return p;
      },
      { replace: true },
    );
  };
  const choose = async (f: File) => {
    const rows = await tooManyRows(f);
    if (rows === null) flow.choose(f);
    else void message.error(t('file.tooManyRows', { rows, max: ISSUE_IMPORT_MAX_ROWS }));
  };
  const download = () => {
    setDownloading(true);
    downloadTemplate(communityID)
      .catch((e) => void message.error(errorText(t, e)))
      .finally(() => setDownloading(false));
  };
  const refusedWithReport = save.error !== null && reportOfRefusal(save.error) !== null;

  return (
    <section className="cc-card defect-import">
      <PageHeader
        title={t('title')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={download}
            data-testid="import-template"
          >
            {t('template')}
          </Button>
        }
      />
      <Steps
        current={step}
        size="small"
        className="defect-import__gap"
        items={[
          { title: t('steps.group') },
          { title: t('steps.file') },
          { title: t('steps.check') },
          { title: t('steps.save') },
          { title: t('steps.done') },
        ]}
      />
      <div className="defect-import__gap">
        <GroupPicker value={group?.groupID ?? null} onChange={pickGroup} disabled={flow.busy} />
      </div>
      {group && (
        // The test id on the drop zone, not on the Dragger: antd hands it to the hidden file input.
        <div className="defect-import__gap" data-testid="import-drop">
          <Upload.Dragger
            accept={flow.accept}
            multiple={false}
            showUploadList={false}
            beforeUpload={(f) => {
              void choose(f);
              return false;
            }}
            disabled={flow.busy}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : t('file.drop')}</p>
            <p className="ant-upload-hint">
              {t('file.hint', { rows: ISSUE_IMPORT_MAX_ROWS, mb: MAX_MB, columns: columnList(t) })}
            </p>
          </Upload.Dragger>
        </div>
      )}
      {check.isPending && (
        <div className="defect-import__gap" role="status">
          {t('file.checking')}
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      )}
      {check.error && (
        <Alert type="error" showIcon title={errorText(t, check.error)} className="defect-import__gap" />
      )}
      {report && (
        <div className="defect-import__gap">
          <ImportReport
            report={report}
            texts={reportTexts(t, report)}
            columnLabel={columnLabel(t)}
            pageSize={50}
          />
        </div>
      )}
      {flow.ready && report && group && (
        <Button
          type="primary"
          className="defect-import__gap"
          loading={save.isPending}
          onClick={flow.save}
          data-testid="import-save"
        >
          {t('save', { count: report.valid, group: group.name })}
        </Button>
      )}
      {progress && (save.isPending || save.isSuccess) && (
        <ImportProgressBar
          className="defect-import__gap"
          progress={progress}
          finished={save.isSuccess}
          label={t('progress', { done: progress.done, total: progress.total })}
        />
      )}
      {save.error && !refusedWithReport && (
        <Alert type="error" showIcon title={errorText(t, save.error)} className="defect-import__gap" />
      )}
      {save.data && group && <SavedDefects saved={save.data} group={group} onAnother={flow.reset} />}
    </section>
  );
}
