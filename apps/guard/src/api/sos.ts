import type { AlertView, SosSetting, sosOps } from '@cc/contracts/sos';
import { type BodyOf, callRoute, route } from './contract';

/** The SOS operations the guard raises and follows an alert with; types from the contract. */
type Ops = typeof sosOps;

export type { AlertView, SosSetting };

export const sosRoutes = {
  setting: route<Ops['setting']>('GET', '/api/sos/setting'),
  raise: route<Ops['raise']>('POST', '/api/sos/alert'),
  list: route<Ops['list']>('GET', '/api/sos/alert/list'),
  resolve: route<Ops['resolve']>('POST', '/api/sos/alert/resolve'),
};

export const raiseAlert = (body: BodyOf<Ops['raise']>) => callRoute(sosRoutes.raise, { body });
/** The guard's own alerts, newest first. */
export const myAlerts = (communityID: string) =>
  callRoute(sosRoutes.list, { query: { communityID, mine: 'true' } });
export const resolveAlert = (communityID: string, alertID: string, note?: string) =>
  callRoute(sosRoutes.resolve, { body: { communityID, alertID, note } });
export const sosSetting = (communityID: string) => callRoute(sosRoutes.setting, { query: { communityID } });
