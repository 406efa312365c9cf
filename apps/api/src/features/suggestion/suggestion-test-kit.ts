import type { SuggestionDetail, SuggestionState } from '@cc/contracts/suggestion-records';
import { expect } from 'vitest';
import type { CommunityKit, Member } from '../../test/community-kit';

export interface SuggestionKit {
  staff: Member;
  committee: Member;
  resident: Member;
  neighbour: Member;
  post(who: Member, url: string, body: object): ReturnType<Member['call']>;
  put(who: Member, url: string, body: object): ReturnType<Member['call']>;
  get(
    who: Member,
    url: string,
    query?: Record<string, string | number | undefined>,
  ): ReturnType<Member['call']>;
  /** A suggestion the resident wrote through the app; answers its detail. */
  write(extra?: object, who?: Member): Promise<SuggestionDetail>;
  /** Moves it through the office's steps up to a state (REJECTED straight from NEW); answers the detail. */
  walkTo(id: string, state: SuggestionState): Promise<SuggestionDetail>;
}

/** A community with staff, a committee member and two residents of neighbouring units. */
export async function suggestionKit(community: CommunityKit): Promise<SuggestionKit> {
  const staff = await community.member('PMC');
  const committee = await community.member('COMMITTEE');
  const resident = await community.member('RESIDENT', { home: { unitId: await community.unit('A-0101') } });
  const neighbour = await community.member('RESIDENT', { home: { unitId: await community.unit('A-0102') } });
  const communityID = community.id;
  const post: SuggestionKit['post'] = (who, url, body) =>
    who.call('POST', url, { body: { communityID, ...body } });
  const put: SuggestionKit['put'] = (who, url, body) =>
    who.call('PUT', url, { body: { communityID, ...body } });
  const get: SuggestionKit['get'] = (who, url, query = {}) =>
    who.call('GET', url, { query: { communityID, ...query } });
  const step = async (id: string, state: string, note?: string) => {
    const info = await get(staff, '/api/suggestion/info', { suggestionID: id });
    const res = await post(staff, '/api/suggestion/status/update', {
      suggestionID: id,
      version: info.json().data.version,
      state,
      note,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SuggestionDetail;
  };
  return {
    staff,
    committee,
    resident,
    neighbour,
    post,
    put,
    get,
    async write(extra = {}, who = resident) {
      const res = await post(who, '/api/suggestion/create', {
        category: 'ทั่วไป',
        title: 'ขอเพิ่มม้านั่งริมสระ',
        text: 'ม้านั่งริมสระว่ายน้ำมีน้อย อยากให้เพิ่มอีกสองตัว',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async walkTo(id, state) {
      const path: Record<string, [string, string?][]> = {
        NEW: [],
        ACKNOWLEDGED: [['ACKNOWLEDGED']],
        IN_PROGRESS: [['ACKNOWLEDGED'], ['IN_PROGRESS']],
        DONE: [['ACKNOWLEDGED'], ['IN_PROGRESS'], ['DONE']],
        REJECTED: [['REJECTED', 'นอกขอบเขต']],
      };
      let detail = (await get(staff, '/api/suggestion/info', { suggestionID: id })).json().data;
      if (state === 'WITHDRAWN') {
        const res = await post(resident, '/api/suggestion/withdraw', { suggestionID: id });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      }
      if (state === 'DELETED') {
        const res = await post(staff, '/api/suggestion/delete', { suggestionID: id, reason: 'ซ้ำ' });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      }
      for (const [to, note] of path[state]!) detail = await step(id, to, note);
      return detail;
    },
  };
}
