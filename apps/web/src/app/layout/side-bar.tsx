import { sidebarAreas } from '@cc/contracts/features';
import { Badge, ConfigProvider, Menu } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Swatch } from '../../features/appearance/theme-options';
import { BADGE_MAX, badgeCountOf, useBadgeSummary, useLiveBadges } from '../../shared/badges/badge-summary';
import type { FeatureMenuItem } from '../../shared/feature-manifest';
import { areaForPath, areaHref, areaLabelKey } from '../../shared/registry/area-paths';
import { useSession } from '../../shared/session/use-session';
import { AreaIcon } from '../../shared/ui/area-icons';
import { menuFor } from '../router/page-registry';
import type { SidebarState } from './use-sidebar';

/** Spec 2: 240 px wide; collapsed it keeps an icon rail (none on a phone). */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_RAIL = 80;

interface Props {
  sidebar: SidebarState;
  swatch: Swatch;
}

/**
 * A sub-item's label, from its area's own strings: rendering it loads that namespace, so an
 * area's strings come with its open menu group, not with the first screen.
 */
function AreaText({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation(labelKey.split(':')[0]);
  return <>{t(labelKey)}</>;
}

/**
 * An area's label with its badge: how many things there the member may act on now (spec 9:
 * antd's Badge, `99+` past 99). Nothing shows at zero.
 */
function AreaLabel({ text, count, areaKey }: { text: string; count: number; areaKey: string }) {
  const { t } = useTranslation('app');
  if (!count) return <>{text}</>;
  return (
    <span className="shell__menu-label">
      <span className="shell__menu-text">{text}</span>
      <Badge
        count={count}
        overflowCount={BADGE_MAX}
        size="small"
        title={t('sidebar.badge', { count })}
        data-testid={`sidebar-badge-${areaKey}`}
        className="shell__menu-badge"
      />
    </span>
  );
}

/** The sidebar is generated from the registry: order, village hiding and always-on rules included. */
export function SideBar({ sidebar, swatch }: Props) {
  const { t } = useTranslation('app');
  const { features } = useSession();
  const { pathname, search } = useLocation();
  useLiveBadges();
  const { data: badges } = useBadgeSummary();
  const items = useMemo(
    () =>
      sidebarAreas(features).map((a) => {
        const menu = menuFor(a.key);
        const icon = <AreaIcon key={a.key} name={a.icon} />;
        const label = (
          <AreaLabel
            key={a.key}
            text={t(areaLabelKey(a))}
            count={badgeCountOf(badges, a.key)}
            areaKey={a.key}
          />
        );
        if (!menu?.length)
          return {
            key: areaHref(a),
            icon,
            label: (
              <Link to={areaHref(a)} data-area-href={areaHref(a)}>
                {label}
              </Link>
            ),
          };
        // An area with sub-pages opens as a group; each child links to one of its routes.
        return {
          key: `group:${a.key}`,
          icon,
          label: <span data-area-href={areaHref(a)}>{label}</span>,
          children: menu.map((m) => ({
            key: `/dashboard/${m.route}${m.search ?? ''}`,
            label: (
              <Link to={`/dashboard/${m.route}${m.search ?? ''}`}>
                <Suspense fallback={null}>
                  <AreaText labelKey={m.labelKey} />
                </Suspense>
              </Link>
            ),
          })),
        };
      }),
    [features, t, badges],
  );
  const current = areaForPath(pathname);
  const menuTheme = {
    components: {
      Menu: {
        darkItemBg: swatch.background,
        darkSubMenuItemBg: swatch.background,
        darkItemColor: 'rgba(255, 255, 255, 0.88)',
        darkItemSelectedBg: 'rgba(0, 0, 0, 0.35)',
        darkItemHoverBg: 'rgba(255, 255, 255, 0.1)',
      },
    },
  };
  const hidden = sidebar.viewport === 'mobile' && sidebar.collapsed;
  return (
    <nav
      id="cc-sidebar"
      className="shell__sider"
      aria-label={t('sidebar.label')}
      data-expanded={sidebar.expanded}
      hidden={hidden}
      style={{ width: sidebar.expanded ? SIDEBAR_WIDTH : SIDEBAR_RAIL, background: swatch.background }}
      onMouseEnter={() => sidebar.setHovered(true)}
      onMouseLeave={() => sidebar.setHovered(false)}
    >
      <ConfigProvider theme={menuTheme}>
        <Menu
          theme="dark"
          mode="inline"
          inlineCollapsed={!sidebar.expanded}
          selectedKeys={
            current ? selectedKeys(areaHref(current), menuFor(current.key), pathname, search) : []
          }
          defaultOpenKeys={current ? [`group:${current.key}`] : []}
          items={items}
          onClick={sidebar.afterMenuClick}
        />
      </ConfigProvider>
    </nav>
  );
}

/**
 * The area's own item, and the sub-item of the page: the one with this query string when there
 * is one (?mode=advanced), else the plain path. An area's path is also one of its sub-items, so
 * in an area with sub-items it is marked only when that page is open.
 */
function selectedKeys(
  areaPath: string,
  menu: readonly FeatureMenuItem[] | undefined,
  pathname: string,
  search: string,
): string[] {
  if (!menu?.length) return [areaPath, pathname];
  const withSearch = `${pathname}${search}`;
  const exact = search && menu.some((m) => `/dashboard/${m.route}${m.search ?? ''}` === withSearch);
  return [exact ? withSearch : pathname];
}
