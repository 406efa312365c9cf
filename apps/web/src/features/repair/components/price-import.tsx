import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { downloadPricingTemplate, usePricingImport } from '../api/settings';

type Report = { errors: { row: number; message: string }[] };

/**
 * The price list from a spreadsheet: a dry run first names every bad row; only a clean file can
 * replace the list (all rows or none). The template is the list as it is now.
 */
export function PriceImport() {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const run = usePricingImport();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const reset = () => {
    setFile(null);
    setReport(null);
    run.reset();
  };
  const check = (f: File) => {
    setFile(f);
    setReport(null);
    run.mutate(
      { file: f, dryRun: true },
      { onSuccess: (d) => setReport(d), onError: (e) => void message.error(errorMessageOf(e)) },
    );
  };
  const save = () =>
    file &&
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (d) => {
          if (d.errors.length) return setReport(d);
          void message.success(t('import.saved', { count: d.saved }));
          reset();
          setOpen(false);
        },
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  const clean = report !== null && report.errors.length === 0;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Modal
        open={open}
        title={t('import.title')}
        onCancel={() => {
          reset();
          setOpen(false);
        }}
        width={640}
        footer={
          <Space wrap>
            <Button onClick={reset} disabled={run.isPending || !file}>
              {t('import.another')}
            </Button>
            <Button
              type="primary"
              disabled={!clean}
              loading={run.isPending && clean}
              onClick={save}
              data-testid="import-save"
            >
              {t('import.save')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadPricingTemplate(communityID).catch((e) => void message.error(errorMessageOf(e)))
            }
          >
            {t('import.template')}
          </Button>
          <Upload
            accept=".xlsx,.csv"
            showUploadList={false}
            beforeUpload={(f) => {
              check(f);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button loading={run.isPending && !report} data-testid="import-choose">
              {t('import.choose')}
            </Button>
          </Upload>
          {file && <div className="cc-muted">{file.name}</div>}
          {clean && <Alert type="success" showIcon title={t('import.clean')} />}
          {report && report.errors.length > 0 && (
            <>
              <Alert
                type="error"
                showIcon
                title={t('import.hasErrors', { count: report.errors.length })}
                data-testid="import-errors"
              />
              <Table
                size="small"
                rowKey={(e) => `${e.row}-${e.message}`}
                pagination={false}
                dataSource={report.errors}
                columns={[
                  { key: 'row', title: t('import.row'), dataIndex: 'row', width: 70 },
                  { key: 'message', title: t('import.problem'), dataIndex: 'message' },
                ]}
              />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
