import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  shown: number;
}

/** Keyset pages: the count shown so far and a button for the next page while there is one. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, shown }: Props) {
  const { t } = useTranslation('directory');
  return (
    <div className="dir-more">
      <span className="dir-muted">{t('common.shown', { count: shown })}</span>
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          {t('common.loadMore')}
        </Button>
      )}
    </div>
  );
}
