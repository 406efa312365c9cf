import type { AnnouncementCreate, AnnouncementDetail } from '@cc/contracts/announcement';
import type { Dayjs } from 'dayjs';
import { instantToWall, wallToInstant } from '../../shared/i18n/zoned-time';
import type { AudienceKind, LabeledValue } from './components/audience-field';
import type { Category } from './components/category-tag';
import type { PostFile } from './components/file-fields';

/** What the new-post form holds; times are wall-clock readings in the community's zone. */
export interface PostFormValues {
  title: string;
  body: string;
  category: Category;
  audienceKind: AudienceKind;
  buildingIDs: string[];
  floors: string[];
  units: LabeledValue[];
  cover: PostFile | null;
  attachments: PostFile[];
  when: 'NOW' | 'SCHEDULE';
  publishAt: Dayjs | null;
  expiresAt: Dayjs | null;
  pinned: boolean;
}

export const EMPTY_FORM: PostFormValues = {
  title: '',
  body: '',
  category: 'GENERAL',
  audienceKind: 'ALL',
  buildingIDs: [],
  floors: [],
  units: [],
  cover: null,
  attachments: [],
  when: 'NOW',
  publishAt: null,
  expiresAt: null,
  pinned: false,
};

export function audienceOf(v: PostFormValues): AnnouncementCreate['audience'] {
  switch (v.audienceKind) {
    case 'BUILDINGS':
      return { kind: 'BUILDINGS', buildingIDs: v.buildingIDs };
    case 'FLOORS':
      return {
        kind: 'FLOORS',
        floors: v.floors.map((f) => {
          const [buildingID = '', floor = '0'] = f.split(':');
          return { buildingID, floor: Number(floor) };
        }),
      };
    case 'UNITS':
      return { kind: 'UNITS', unitIDs: v.units.map((u) => u.value) };
    default:
      return { kind: 'ALL' };
  }
}

/** The create/update body without the community; coverFileID left out keeps the cover as it is. */
export type PostPayload = Omit<AnnouncementCreate, 'communityID' | 'coverFileID'> & {
  coverFileID?: string | null;
};

/** An edited post's cover as it was: the detail carries its URL, not its file ID. */
export const KEEP_COVER = 'keep';

/** The form as the API's create/update body; `draft` keeps it out of residents' sight. */
export function toPayload(
  v: PostFormValues,
  o: { advanced: boolean; draft: boolean; timeZone: string },
): PostPayload {
  const scheduled = v.when === 'SCHEDULE' && v.publishAt;
  return {
    title: v.title.trim(),
    body: v.body,
    bodyFormat: o.advanced ? 'HTML' : 'PLAIN',
    category: v.category,
    audience: audienceOf(v),
    coverFileID: v.cover?.fileID ?? null,
    attachmentFileIDs: v.attachments.map((a) => a.fileID),
    publishMode: o.draft ? 'DRAFT' : scheduled ? 'SCHEDULE' : 'NOW',
    publishAt: scheduled ? wallToInstant(v.publishAt!, o.timeZone) : null,
    expiresAt: v.expiresAt ? wallToInstant(v.expiresAt, o.timeZone) : null,
    pinned: v.pinned,
    ...(v.cover?.fileID === KEEP_COVER ? { coverFileID: undefined } : {}),
  };
}

/** A saved post back into the form, for editing. Unit labels come back as their IDs' numbers later. */
export function fromDetail(d: AnnouncementDetail, timeZone: string): PostFormValues {
  const a = d.audience;
  const future = d.publishAt && Date.parse(d.publishAt) > Date.now() && d.state !== 'PUBLISHED';
  return {
    title: d.title,
    body: d.body,
    category: d.category,
    audienceKind: a.kind,
    buildingIDs: a.kind === 'BUILDINGS' ? a.buildingIDs : [],
    floors: a.kind === 'FLOORS' ? a.floors.map((f) => `${f.buildingID}:${f.floor}`) : [],
    units: a.kind === 'UNITS' ? a.unitIDs.map((id) => ({ value: id, label: id.slice(0, 8) })) : [],
    cover: d.coverUrl ? { fileID: KEEP_COVER, url: d.coverUrl, name: '', contentType: '' } : null,
    attachments: d.attachments.map((f) => ({
      fileID: f.fileID,
      url: f.url,
      name: f.name,
      contentType: f.contentType,
    })),
    when: future ? 'SCHEDULE' : 'NOW',
    publishAt: future ? instantToWall(d.publishAt!, timeZone) : null,
    expiresAt: d.expiresAt ? instantToWall(d.expiresAt, timeZone) : null,
    pinned: d.pinned,
  };
}

/** Text a resident would read: an HTML body with only empty tags counts as empty. */
export const bodyIsEmpty = (body: string, advanced: boolean) =>
  advanced
    ? !/<img\s/i.test(body) &&
      body
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() === ''
    : !body.trim();
