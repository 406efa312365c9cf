/**
 * jsdom has no layout, so it lacks the two browser APIs antd's tables and grids call on mount.
 * Component tests import this first; the stand-ins report "no match" and "no resize", which is
 * what a layout-free document honestly is.
 */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
