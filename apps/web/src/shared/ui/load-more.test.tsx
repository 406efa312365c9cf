// @vitest-environment jsdom
import '../testing/browser-gaps';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

afterEach(cleanup);

const query = (over: Partial<{ hasNextPage: boolean; isFetchingNextPage: boolean }> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
});

describe('LoadMore', () => {
  it('shows the count and fetches the next page on click', () => {
    const q = query();
    render(<LoadMore query={q} shownText="Showing 20 of 31" moreText="Load more" />);
    expect(screen.getByTestId('shown-count').textContent).toBe('Showing 20 of 31');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers no button on the last page', () => {
    render(<LoadMore query={query({ hasNextPage: false })} shownText="Showing 31" moreText="Load more" />);
    expect(screen.getByTestId('shown-count').textContent).toBe('Showing 31');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the button busy while the next page loads', () => {
    render(
      <LoadMore query={query({ isFetchingNextPage: true })} shownText="Showing 20" moreText="Load more" />,
    );
    expect(screen.getByRole('button').className).toContain('ant-btn-loading');
  });
});
