import { apiData } from './http';

export interface AlertView {
  alertID: string;
  raisedBy: { userID: string; name: string; role: string };
  place: string | null;
  note: string | null;
  raisedAt: string;
  status: 'OPEN' | 'ACKNOWLEDGED' | 'RESOLVED';
  acknowledgedBy: { userID: string; name: string } | null;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
}

export interface SosSetting {
  contacts: { label: string; phone: string }[];
  alertRoles: string[];
  repeatSeconds: number;
  residentsMaySos: boolean;
}

export const raiseAlert = (body: {
  communityID: string;
  place?: string;
  note?: string;
  latitude?: number;
  longitude?: number;
}) => apiData<AlertView>('POST', '/api/sos/alert', { body });
export const myAlerts = (communityID: string) =>
  apiData<{ items: AlertView[] }>('GET', '/api/sos/alert/list', { query: { communityID, mine: true } });
export const resolveAlert = (communityID: string, alertID: string, note?: string) =>
  apiData<AlertView>('POST', '/api/sos/alert/resolve', { body: { communityID, alertID, note } });
export const sosSetting = (communityID: string) =>
  apiData<SosSetting>('GET', '/api/sos/setting', { query: { communityID } });
