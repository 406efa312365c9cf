import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  shown: number;
  total?: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Keyset paging: how many are shown (of how many, when known) and a button for the next page. */
export function LoadMore({ shown, total, hasMore, loading, onMore }: Props) {
  const { t } = useTranslation('parcel');
  if (!shown) return null;
  return (
    <div className="parcel-more">
      <span className="parcel-muted" data-testid="shown-count">
        {total === undefined ? t('list.shown', { shown }) : t('list.shownOf', { shown, total })}
      </span>
      {hasMore && (
        <Button onClick={onMore} loading={loading}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
