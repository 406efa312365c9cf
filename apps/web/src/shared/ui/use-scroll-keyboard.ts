import { type RefObject, useEffect } from 'react';

/**
 * A table that scrolls sideways (a phone, many columns) must be reachable from the keyboard when
 * its rows hold nothing focusable, or keyboard users cannot see its far columns (axe:
 * scrollable-region-focusable). antd renders the scrolling box itself, so this names it and makes
 * it a tab stop once it is in the page, and again whenever the table re-renders it.
 */
export function useScrollKeyboard(host: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const box = host.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  });
}
