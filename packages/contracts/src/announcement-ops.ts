import { z } from 'zod';
import { allow, guardedOperation } from './access';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TABS,
  announcementCreateSchema,
  announcementDetailSchema,
  announcementListItemSchema,
  announcementUpdateSchema,
  audienceSchema,
  contentFields,
  id,
  instant,
  residentPostDetailSchema,
  residentPostSchema,
  uploadedFileSchema,
} from './announcement';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import { communityIdSchema } from './session';

/**
 * Announcements (announcement/newpost, announcement: create, update, list, detail) and the
 * residents' side through the API. Who may do what:
 * - ANNOUNCEMENT:write writes, edits, pins and deletes drafts, and uploads files;
 * - ANNOUNCEMENT:approve publishes: anything that makes a post live or touches a live
 *   (published or scheduled) one needs it as well, so a writer alone keeps drafts "awaiting
 *   publication" and a committee member (approve without write) publishes them;
 * - ANNOUNCEMENT:read reads the posts addressed to one's units, and thanks them;
 * - the console's pages (list, detail, reports, summary) need read plus write or approve.
 */

const postRef = z.object({ communityID: communityIdSchema, announcementID: id('announcementID') });
const listQuery = {
  communityID: communityIdSchema,
  q: searchSchema,
  category: z
    .enum(ANNOUNCEMENT_CATEGORIES, 'category must be GENERAL, URGENT, MAINTENANCE or EVENT')
    .optional(),
  lastKey: lastKeySchema,
  limit: limitSchema,
};
/** The console's pages: read, plus write or approve (a writer or an approver manages posts). */
export const manageAnnouncements = allow.to('ANNOUNCEMENT:read', {
  anyOf: ['ANNOUNCEMENT:write', 'ANNOUNCEMENT:approve'],
});
const thanksEnvelope = dataEnvelope(z.object({ thanks: z.number(), thankedByMe: z.boolean() }));

export const announcementOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/announcement/create',
    summary: 'Write a post: keep it as a draft, publish it now or schedule it (publishing needs approve)',
    access: allow.to('ANNOUNCEMENT:write'),
    body: announcementCreateSchema,
    response: dataEnvelope(announcementDetailSchema),
  }),
  update: guardedOperation({
    method: 'PUT',
    path: '/api/announcement/update',
    summary: 'Edit a post; a live post, or making one live, needs approve as well',
    access: allow.to('ANNOUNCEMENT:write'),
    body: announcementUpdateSchema,
    response: dataEnvelope(announcementDetailSchema),
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/announcement/list',
    summary: 'Manage posts: one tab (published, drafts, scheduled, expired), searched, pinned first',
    access: manageAnnouncements,
    query: z.object({
      ...listQuery,
      tab: z.enum(ANNOUNCEMENT_TABS, 'tab is not valid').default('PUBLISHED'),
    }),
    response: itemsEnvelope(announcementListItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/announcement/detail',
    summary: 'One post as staff see it, with its audience and figures',
    access: manageAnnouncements,
    query: postRef,
    response: dataEnvelope(announcementDetailSchema),
  }),
  publish: guardedOperation({
    method: 'POST',
    path: '/api/announcement/publish',
    summary: 'Publish a draft now, or schedule it when publishAt is in the future',
    access: allow.to('ANNOUNCEMENT:approve'),
    body: postRef.extend({ publishAt: instant('publishAt').nullable().default(null) }),
    response: dataEnvelope(announcementDetailSchema),
  }),
  unpublish: guardedOperation({
    method: 'POST',
    path: '/api/announcement/unpublish',
    summary: 'Take a published or scheduled post back to drafts; its figures are kept',
    access: allow.to('ANNOUNCEMENT:approve'),
    body: postRef,
    response: dataEnvelope(announcementDetailSchema),
  }),
  pin: guardedOperation({
    method: 'POST',
    path: '/api/announcement/pin',
    summary: 'Pin a post to the top of the lists, or unpin it',
    access: allow.to('ANNOUNCEMENT:write'),
    body: postRef.extend({ pinned: z.boolean('pinned must be true or false') }),
    response: dataEnvelope(announcementDetailSchema),
  }),
  remove: guardedOperation({
    method: 'DELETE',
    path: '/api/announcement/delete',
    summary: 'Delete a post (kept for the record, gone from every list); a live one needs approve',
    access: allow.to('ANNOUNCEMENT:write'),
    query: postRef,
    response: okSchema,
  }),
  file: guardedOperation({
    method: 'POST',
    path: '/api/announcement/file',
    summary:
      'Upload a cover, attachment or editor picture (multipart `file`): JPEG, PNG, WebP to 5 MB, PDF to 10 MB',
    access: allow.to('ANNOUNCEMENT:write'),
    query: z.object({ communityID: communityIdSchema }),
    response: dataEnvelope(uploadedFileSchema),
  }),
  preview: guardedOperation({
    method: 'POST',
    path: '/api/announcement/preview',
    summary: 'The body exactly as residents will get it (HTML sanitised), and who the audience reaches',
    access: allow.to('ANNOUNCEMENT:write'),
    body: z.object({
      communityID: communityIdSchema,
      body: contentFields.body.optional(),
      bodyFormat: contentFields.bodyFormat.default('PLAIN'),
      audience: audienceSchema.optional(),
    }),
    response: dataEnvelope(
      z.object({
        body: z.string().nullable(),
        units: z.number().nullable(),
        residents: z.number().nullable(),
      }),
    ),
  }),
  residentList: guardedOperation({
    method: 'GET',
    path: '/api/announcement/resident/list',
    summary: "The published, unexpired posts addressed to the caller's units, pinned first, newest first",
    access: allow.to('ANNOUNCEMENT:read'),
    query: z.object(listQuery),
    response: itemsEnvelope(residentPostSchema),
  }),
  residentDetail: guardedOperation({
    method: 'GET',
    path: '/api/announcement/resident/detail',
    summary: 'Read one post addressed to the caller (counts a view)',
    access: allow.to('ANNOUNCEMENT:read'),
    query: postRef,
    response: dataEnvelope(residentPostDetailSchema),
  }),
  thank: guardedOperation({
    method: 'POST',
    path: '/api/announcement/thank',
    summary: 'Thank a post (once; again does nothing)',
    access: allow.to('ANNOUNCEMENT:read'),
    body: postRef,
    response: thanksEnvelope,
  }),
  unthank: guardedOperation({
    method: 'DELETE',
    path: '/api/announcement/thank',
    summary: 'Take back a thank',
    access: allow.to('ANNOUNCEMENT:read'),
    query: postRef,
    response: thanksEnvelope,
  }),
} as const;
