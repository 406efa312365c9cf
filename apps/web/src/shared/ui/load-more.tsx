import { Button } from 'antd';
import './page-kit.css';

/** The part of an infinite query the row drives (TanStack's useInfiniteQuery result fits). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props {
  query: PagedQuery;
  /** How many are shown, in the page's words ("Showing 20 of 31"). */
  shownText: string;
  moreText: string;
}

/** Keyset paging: the count shown so far and a button for the next page while there is one. */
export function LoadMore({ query, shownText, moreText }: Props) {
  return (
    <div className="cc-load-more">
      <span className="cc-muted" data-testid="shown-count">
        {shownText}
      </span>
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {moreText}
        </Button>
      )}
    </div>
  );
}
