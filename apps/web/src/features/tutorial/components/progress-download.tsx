import { DownloadOutlined } from '@ant-design/icons';
import type { TutorialKind } from '@cc/contracts/tutorial';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useCommunityID } from '../../../shared/session/use-community';
import { downloadProgress } from '../api/tutorial';

/**
 * Downloads who watched or read what as Excel: one tutorial's viewers (its progress tab), or those
 * of every tutorial of a kind, or of all (the page header). For staff, who may read progress.
 */
export function ProgressDownload({ itemID, kind }: { itemID?: string; kind?: TutorialKind }) {
  const { t } = useTranslation('tutorial');
  const { message } = App.useApp();
  const communityID = useCommunityID();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadProgress(communityID, { itemID, kind }).catch((e) => void message.error(errorMessageOf(e)));
    setBusy(false);
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {itemID ? t('excel.item') : t('excel.all')}
    </Button>
  );
}
