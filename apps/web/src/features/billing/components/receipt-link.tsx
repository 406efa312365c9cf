import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';
import { useCommunityID } from '../../../shared/session/use-community';

/** A receipt's number and its Thai PDF, fetched with the user's token (a plain link cannot carry it). */
export function ReceiptLink({ receiptID, receiptNo }: { receiptID: string; receiptNo: string }) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const download = () =>
    downloadFile('/api/billing/receipt/pdf', { communityID, receiptID }, `${receiptNo}.pdf`).catch((e) =>
      message.error(errorMessageOf(e)),
    );
  return (
    <Space wrap data-testid="receipt">
      <span>
        {t('receipt.number')}: <strong data-testid="receipt-no">{receiptNo}</strong>
      </span>
      <Button icon={<FilePdfOutlined />} onClick={download}>
        {t('receipt.pdf')}
      </Button>
    </Space>
  );
}
