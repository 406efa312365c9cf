import { useEffect, useState } from 'react';
import { apiCall } from './api-client';
import { APP_CONFIG_PATH, type AppConfig } from './console-ops';

let pending: Promise<AppConfig> | null = null;

/**
 * The public configuration, fetched once per page load. A plain promise rather than a query:
 * the sign-in screen needs it and should not load the query library for one call.
 */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= apiCall<{ data: AppConfig }>('GET', APP_CONFIG_PATH, { auth: false })
    .then((r) => r.data)
    .catch((e: unknown) => {
      pending = null; // let the next caller try again
      throw e;
    });
  return pending;
}

export function useAppConfig(): { data: AppConfig | undefined } {
  const [data, setData] = useState<AppConfig>();
  useEffect(() => {
    let live = true;
    loadAppConfig().then(
      (c) => live && setData(c),
      (e: unknown) => console.warn('Configuration unavailable', e),
    );
    return () => {
      live = false;
    };
  }, []);
  return { data };
}
