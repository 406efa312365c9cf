import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommunityID } from '../../../../shared/session/use-community';
import { errorText } from '../../directory-rules';
import { carSheetTemplate, useCarSheet } from '../api/cars';

/** The office's car sheet (.xlsx or .csv): all rows saved approved, or none and the message says where. */
export function SheetUpload() {
  const { t } = useTranslation('directory');
  const { message, modal } = App.useApp();
  const communityID = useCommunityID();
  const sheet = useCarSheet();
  return (
    <Space wrap>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => carSheetTemplate(communityID).catch((e) => void message.error(errorText(e)))}
      >
        {t('car.sheet.template')}
      </Button>
      <Upload
        accept=".xlsx,.csv"
        showUploadList={false}
        beforeUpload={(file) => {
          sheet.mutate(file, {
            onSuccess: (d) => void message.success(t('car.sheet.saved', { count: d.created })),
            onError: (e) => void modal.error({ title: t('car.sheet.refused'), content: errorText(e) }),
          });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={sheet.isPending}>
          {t('car.sheet.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
