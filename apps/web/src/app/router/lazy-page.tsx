import { type ComponentType, lazy } from 'react';

type Loader = () => Promise<Record<string, unknown>>;

/** A route's page as its own chunk, by its named export. */
export const lazyPage = (load: Loader, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/**
 * The same, for pages built with antd: antd's provider loads with the page, never with the
 * entry, so screens without antd (sign-in) do not pay for it.
 */
export const lazyAntdPage = (load: Loader, name: string) =>
  lazy(async () => {
    const [{ AntdProvider }, mod] = await Promise.all([import('../../shared/ui/antd-provider'), load()]);
    const Page = mod[name] as ComponentType;
    return {
      default: () => (
        <AntdProvider>
          <Page />
        </AntdProvider>
      ),
    };
  });
