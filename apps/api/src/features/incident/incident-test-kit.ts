import type { Member } from '../../test/community-kit';

export const REPORT = '/api/incident/report';
export const LIST = '/api/incident/list';
export const INFO = '/api/incident/info';
export const UPDATE = '/api/incident/update';
export const STATUS = '/api/incident/status';
export const PHOTO = '/api/incident/photo';
export const EXCEL = '/api/incident/excel';
export const COUNT = '/api/incident/count';

/** A valid report's fields; a test overrides what it is about. */
export const reportBody = (communityID: string, over: Record<string, unknown> = {}) => ({
  communityID,
  clientUUID: crypto.randomUUID(),
  category: 'THEFT',
  severity: 'MEDIUM',
  place: 'Car park B2',
  occurredAt: '2026-05-01T13:30:00.000Z',
  description: 'A bicycle was taken from the rack',
  ...over,
});

/** Reports as `who` and answers the new incident's ID. */
export async function reported(who: Member, communityID: string, over: Record<string, unknown> = {}) {
  const res = await who.call('POST', REPORT, { body: reportBody(communityID, over) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.incidentID as string;
}
