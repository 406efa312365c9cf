import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import {
  DELIVERY_STATUSES,
  deliverySchema,
  lineGroupSchema,
  lineSettingSchema,
  lineSettingUpdateSchema,
  NOTIFY_CHANNEL_KINDS,
  telegramChatSchema,
  telegramSettingSchema,
  telegramSettingUpdateSchema,
  webhookSettingSchema,
  webhookSettingUpdateSchema,
} from './notify-channel';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema, communityQuerySchema } from './session';

/** Reading the alert settings and log needs SETTING:read; changing them or sending needs SETTING:write (ADMIN). */
const reader = allow.to('SETTING:read');
const writer = allow.to('SETTING:write');
const sent = dataEnvelope(z.object({ deliveryID: z.string() }));
const body = z.object({ communityID: communityIdSchema });

export const notifyChannelOps = {
  lineSetting: guardedOperation({
    method: 'GET',
    path: '/api/line-notify/setting',
    summary: "The community's LINE alert settings (secrets as their last 4 characters)",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(lineSettingSchema),
  }),
  lineSettingUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/line-notify/setting',
    summary: 'Change the LINE alert settings; a secret left out stays as it is',
    access: writer,
    body: lineSettingUpdateSchema,
    response: dataEnvelope(lineSettingSchema),
  }),
  lineTest: guardedOperation({
    method: 'POST',
    path: '/api/line-notify/test',
    summary: 'Send a test message to the LINE group now (see it in the delivery log)',
    access: writer,
    body,
    response: sent,
  }),
  lineWebhook: guardedOperation({
    method: 'GET',
    path: '/api/line-notify/webhook',
    summary: "The webhook path to enter in LINE's console, and when LINE last called it",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(z.object({ webhookPath: z.string(), lastEventAt: z.string().nullable() })),
  }),
  lineGroups: guardedOperation({
    method: 'GET',
    path: '/api/line-notify/group/list',
    summary: 'The LINE groups the bot has joined (from the join events of the webhook)',
    access: reader,
    query: communityQuerySchema,
    response: itemsEnvelope(lineGroupSchema),
  }),
  telegramSetting: guardedOperation({
    method: 'GET',
    path: '/api/telegram-notify/setting',
    summary: "The community's Telegram alert settings (the bot token as its last 4 characters)",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(telegramSettingSchema),
  }),
  telegramSettingUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/telegram-notify/setting',
    summary: 'Change the Telegram alert settings; a token left out stays as it is',
    access: writer,
    body: telegramSettingUpdateSchema,
    response: dataEnvelope(telegramSettingSchema),
  }),
  telegramTest: guardedOperation({
    method: 'POST',
    path: '/api/telegram-notify/test',
    summary: 'Send a test message to the Telegram chat now (see it in the delivery log)',
    access: writer,
    body,
    response: sent,
  }),
  telegramDiscover: guardedOperation({
    method: 'POST',
    path: '/api/telegram-notify/chat/discover',
    summary:
      "The chats the bot has seen (Telegram's getUpdates): add the bot to the group, write in it, then ask",
    access: writer,
    body,
    response: itemsEnvelope(telegramChatSchema),
  }),
  webhookSetting: guardedOperation({
    method: 'GET',
    path: '/api/webhook-notify/setting',
    summary: "The community's webhook alert settings (the signing secret as its last 4 characters)",
    access: reader,
    query: communityQuerySchema,
    response: dataEnvelope(webhookSettingSchema),
  }),
  webhookSettingUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/webhook-notify/setting',
    summary: 'Change the webhook alert settings; private and loopback addresses are refused',
    access: writer,
    body: webhookSettingUpdateSchema,
    response: dataEnvelope(webhookSettingSchema),
  }),
  webhookTest: guardedOperation({
    method: 'POST',
    path: '/api/webhook-notify/test',
    summary: 'Send a signed test event to the webhook now (see it in the delivery log)',
    access: writer,
    body,
    response: sent,
  }),
  deliveryList: guardedOperation({
    method: 'GET',
    path: '/api/notify-channel/delivery/list',
    summary: 'The delivery log, newest first: a row per message and channel',
    access: reader,
    query: z.object({
      communityID: communityIdSchema,
      kind: z.enum(NOTIFY_CHANNEL_KINDS, 'kind must be LINE, TELEGRAM or WEBHOOK').optional(),
      status: z.enum(DELIVERY_STATUSES, 'status must be PENDING, SENT, FAILED or DEAD').optional(),
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(deliverySchema),
  }),
  deliveryRetry: guardedOperation({
    method: 'POST',
    path: '/api/notify-channel/delivery/retry',
    summary: 'Try a FAILED or DEAD delivery again now (same retry key, so it never doubles)',
    access: writer,
    body: z.object({ communityID: communityIdSchema, deliveryID: z.uuid('deliveryID is not valid') }),
    response: dataEnvelope(deliverySchema),
  }),
} as const;
export type NotifyChannelOpName = keyof typeof notifyChannelOps;
