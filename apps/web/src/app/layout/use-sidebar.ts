import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewport, type Viewport } from './use-viewport';

/** Spec 2: on a phone the sidebar closes this long after a menu click (the tap shows first). */
export const MOBILE_CLOSE_DELAY_MS = 100;

export interface SidebarState {
  viewport: Viewport;
  /** The sidebar's own width in the page flow (content starts after it). */
  collapsed: boolean;
  /** Drawn wide: not collapsed, or hovered while collapsed on a larger screen. */
  expanded: boolean;
  toggle: () => void;
  setHovered: (hovered: boolean) => void;
  afterMenuClick: () => void;
  close: () => void;
}

/**
 * Collapsed by window size (desktop open, tablet and phone collapsed, re-applied whenever the
 * width crosses a breakpoint), by the toggle, and expanded while the pointer rests on it.
 */
export function useSidebar(): SidebarState {
  const viewport = useViewport();
  const [collapsed, setCollapsed] = useState(viewport !== 'desktop');
  const [hovered, setHovered] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    setCollapsed(viewport !== 'desktop');
    setHovered(false);
  }, [viewport]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const afterMenuClick = useCallback(() => {
    if (viewport !== 'mobile') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCollapsed(true), MOBILE_CLOSE_DELAY_MS);
  }, [viewport]);

  return {
    viewport,
    collapsed,
    expanded: !collapsed || (hovered && viewport !== 'mobile'),
    toggle: () => setCollapsed((c) => !c),
    setHovered: (h) => setHovered(viewport !== 'mobile' && h),
    afterMenuClick,
    close: () => setCollapsed(true),
  };
}
