import type { Access } from '@cc/contracts/access';
import type { AreaKey } from '@cc/contracts/features';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A sidebar sub-item: a route of the area and its label as `namespace:key`; `search` (such as
 * '?tab=DRAFT') lets several items open views of one route.
 */
export interface FeatureMenuItem {
  route: string;
  search?: string;
  labelKey: string;
}

/**
 * What a feature folder hands to the app: its registry area key (typed, so a manifest cannot name
 * an area the registry lacks) and a lazy page per route path
 * (paths exactly as the registry lists them). Routes without a page show "under construction".
 * `menu` lists the area's sidebar sub-items; `card` is its dashboard card with live figures.
 * `banner` is shown above every console page while the community has the area (an alert that
 * must not wait for its page to be opened); it renders nothing when it has nothing to say.
 * `report` is its section of the dashboard's reports tab (a chart, a table, an Excel download).
 */
export interface FeatureManifest<K extends AreaKey = AreaKey> {
  key: K;
  pages: Readonly<Record<string, LazyExoticComponent<ComponentType>>>;
  menu?: readonly FeatureMenuItem[];
  card?: LazyExoticComponent<ComponentType>;
  banner?: LazyExoticComponent<ComponentType>;
  report?: FeatureReport;
}

/** What a report section is given: the reports tab's range, local days YYYY-MM-DD, both inclusive. */
export interface ReportSectionProps {
  from: string;
  to: string;
}

/**
 * A feature's section of the reports tab, shown while the feature is on and the member may call
 * an operation of this `access` (its report operation's own; the API refuses the rest anyway).
 */
export interface FeatureReport {
  access: Access;
  section: LazyExoticComponent<ComponentType<ReportSectionProps>>;
  /**
   * The area is kept out of the console (the registry's 'api-only'), so the console's flags
   * always read it off: its section is offered anyway, and shows itself only when its API
   * answers (the community's stored switch is on); it renders nothing while the API refuses.
   */
  offInConsole?: true;
}
