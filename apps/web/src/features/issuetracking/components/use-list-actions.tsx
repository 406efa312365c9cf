import type { IssueTask } from '@cc/contracts/issuetracking';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/i18n/format-time';
import { useCommunityID } from '../../../shared/session/use-community';
import { downloadTasks, fetchAllCurrent, useReadAll } from '../api/tasks';
import type { ListFilters, ListTab } from '../list-params';

/** The list's three actions: read all (after a confirm), the Excel download and the meeting print. */
export function useListActions(tab: ListTab, filters: ListFilters) {
  const { t } = useTranslation('issuetracking');
  const { message, modal } = App.useApp();
  const communityID = useCommunityID();
  const readAll = useReadAll();
  const [downloading, setDownloading] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<{ tasks: IssueTask[]; at: Date } | null>(null);

  const confirmReadAll = () =>
    modal.confirm({
      title: t('readAll.title'),
      content: t('readAll.body'),
      okText: t('readAll.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { marked } = await readAll.mutateAsync();
          void message.success(t('readAll.done', { count: marked, n: formatNumber(marked) }));
        } catch (e) {
          void message.error(errorMessageOf(e));
        }
      },
    });

  const download = async () => {
    setDownloading(true);
    await downloadTasks(communityID, tab === 'closed', filters).catch(
      (e) => void message.error(errorMessageOf(e)),
    );
    setDownloading(false);
  };

  const print = async () => {
    setPrinting(true);
    try {
      setPrinted({ tasks: await fetchAllCurrent(communityID, filters), at: new Date() });
    } catch (e) {
      void message.error(errorMessageOf(e));
      setPrinting(false);
    }
  };

  // The sheet is on the page once its tasks are in: then the browser's print dialog opens.
  useEffect(() => {
    if (!printed) return;
    const done = () => {
      setPrinting(false);
      setPrinted(null);
    };
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printed]);

  return { confirmReadAll, download, downloading, print, printing, printed };
}
