import { NotificationOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NewsDrawer = lazy(() => import('./news-drawer').then((m) => ({ default: m.NewsDrawer })));

/** The top bar's news-updates entry; the drawer and its data load on the first click. */
export function NewsButton() {
  const { t } = useTranslation('news-update');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('title')}>
        <Button
          type="text"
          icon={<NotificationOutlined />}
          aria-label={t('title')}
          aria-haspopup="dialog"
          data-testid="news-button"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <NewsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
