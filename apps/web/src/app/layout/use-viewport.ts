import { useSyncExternalStore } from 'react';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Spec 2 and 9: 767 px and under is a phone, 768 to 1220 a tablet, wider a desktop. */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1220;

export const viewportFor = (width: number): Viewport =>
  width <= MOBILE_MAX ? 'mobile' : width <= TABLET_MAX ? 'tablet' : 'desktop';

const current = () => viewportFor(window.innerWidth);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Re-renders only when the width crosses a breakpoint, not on every resize event. */
export const useViewport = (): Viewport => useSyncExternalStore(subscribe, current, current);
