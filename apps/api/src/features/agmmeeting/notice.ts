import type { AgmMinutesLanguage, AgmNoticeStatus } from '@cc/contracts/agmmeeting';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../platform/db/community-scope';
import { renderPdf } from '../../platform/pdf/pdf-setup';
import type { AppServices } from '../../platform/services';
import { meetingItems } from './agenda-queries';
import { tellMembers } from './agm-notices';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { DOC_WORDS, documentDate } from './document-words';
import { meetingRow } from './meeting-queries';
import { expectNoticeTime, expectState } from './meetings';
import { communityHeading } from './minutes-queries';
import { noticeDocument } from './notice-pdf';
import { deliveryRows, emailsOf, markDelivery } from './notice-queries';
import { conflict, notFound } from './refusals';
import { rollRows } from './roll-queries';
import { rulesByCode } from './rule-queries';
import { agmMeetings, agmNoticeDeliveries } from './tables';

/** The notice as PDF bytes: one general set, or a page set per unit (one unit, or all of them). */
export async function noticePdf(
  w: AgmmeetingWork,
  meetingId: string,
  lang: AgmMinutesLanguage,
  unitId?: string,
) {
  const m = await meetingRow(w, meetingId);
  const roll = await rollRows(w.tx, w.scope, m.id);
  const units = unitId ? roll.filter((r) => r.unitId === unitId) : roll;
  if (unitId && units.length === 0) throw notFound('AGM_UNIT_NOT_ON_ROLL');
  const rules = await rulesByCode(w.tx, w.scope);
  return renderPdf(
    noticeDocument(
      {
        community: await communityHeading(w.tx, w.scope.communityId),
        meeting: m,
        items: await meetingItems(w, m.id),
        legalReference: new Map([...rules].map(([code, r]) => [code, r.legalReference])),
        units,
        timeZone: w.timeZone,
      },
      lang,
    ),
  );
}

export async function noticeStatus(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  meetingId: string,
): Promise<AgmNoticeStatus> {
  const m = await meetingRow(w, meetingId);
  const rows = await deliveryRows(w.tx, w.scope, m.id);
  const counts = new Map<string, number>();
  for (const { d } of rows)
    counts.set(`${d.channel}|${d.state}`, (counts.get(`${d.channel}|${d.state}`) ?? 0) + 1);
  return {
    meetingID: m.id,
    sentAt: m.noticeSentAt?.toISOString() ?? null,
    counts: [...counts].map(([k, count]) => {
      const [channel, state] = k.split('|') as [
        AgmNoticeStatus['counts'][number]['channel'],
        AgmNoticeStatus['counts'][number]['state'],
      ];
      return { channel, state, count };
    }),
    deliveries: rows.map(({ d, unitNo }) => ({
      unitID: d.unitId,
      unitNo: unitNo ?? '',
      owner: { userID: d.ownerUserId, name: d.ownerName },
      channel: d.channel,
      address: d.address,
      state: d.state,
      at: d.at.toISOString(),
    })),
  };
}

export interface NoticeSent {
  owners: string[];
  emails: { deliveryId: string; to: string }[];
  title: string;
  startsAt: Date;
}

/**
 * Sends the notice: DRAFT -> NOTICE_SENT, at least AGM_NOTICE_DAYS_MIN days ahead, with a
 * delivery row per owner and channel written in the same transaction as proof. The messages go
 * out after the commit (sendNoticeMessages), each e-mail's row then marked SENT or FAILED.
 */
export async function sendNotice(w: AgmmeetingWork, meetingId: string): Promise<NoticeSent> {
  const m = await meetingRow(w, meetingId, true);
  expectState(m, 'DRAFT');
  expectNoticeTime(w, m.startsAt);
  const roll = await rollRows(w.tx, w.scope, m.id);
  if (roll.length === 0) throw conflict('AGM_ROLL_EMPTY');
  const ownerIds = [
    ...new Set(roll.flatMap((r) => r.owners.map((o) => o.userID)).filter((u): u is string => !!u)),
  ];
  const emails = await emailsOf(w.tx, ownerIds);
  const rows = roll.flatMap((r) =>
    r.owners.flatMap((o) => {
      const base = {
        communityId: w.scope.communityId,
        meetingId: m.id,
        unitId: r.unitId,
        ownerUserId: o.userID,
        ownerName: o.name,
        at: w.now,
      };
      const email = o.userID ? emails.get(o.userID) : undefined;
      return [
        {
          ...base,
          channel: 'NOTIFICATION' as const,
          address: null,
          state: o.userID ? ('SENT' as const) : ('NO_ADDRESS' as const),
        },
        {
          ...base,
          channel: 'EMAIL' as const,
          address: email ?? null,
          state: email ? ('QUEUED' as const) : ('NO_ADDRESS' as const),
        },
      ];
    }),
  );
  const saved = [];
  for (let i = 0; i < rows.length; i += 500) {
    saved.push(
      ...(await w.tx
        .insert(agmNoticeDeliveries)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  }
  await w.tx
    .update(agmMeetings)
    .set({ state: 'NOTICE_SENT', noticeSentAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  w.touched.add(m.id);
  await auditAgm(w, 'notice.send', m.id, { deliveries: saved.length });
  return {
    owners: ownerIds,
    emails: saved.filter((d) => d.state === 'QUEUED').map((d) => ({ deliveryId: d.id, to: d.address! })),
    title: m.title,
    startsAt: m.startsAt,
  };
}

/** After the commit: the notification, then an e-mail with the notice PDF to each owner. */
export async function sendNoticeMessages(
  s: Pick<AppServices, 'notify' | 'mailer'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  scope: CommunityScope,
  sent: NoticeSent,
  pdf: Uint8Array,
  timeZone: string,
) {
  const when = documentDate(sent.startsAt, timeZone, 'th');
  await tellMembers(
    s,
    log,
    scope.communityId,
    sent.owners,
    `${DOC_WORDS.th.notice}: ${sent.title}`,
    `${DOC_WORDS.th.date} ${when}`,
  );
  const attachment = {
    filename: 'notice.pdf',
    contentType: 'application/pdf',
    contentBase64: Buffer.from(pdf).toString('base64'),
  };
  for (const e of sent.emails) {
    let state: 'SENT' | 'FAILED' = 'SENT';
    try {
      await s.mailer.send({
        to: e.to,
        subject: `${DOC_WORDS.th.notice} / ${DOC_WORDS.en.notice}: ${sent.title}`,
        text: `${DOC_WORDS.th.invite}\n${DOC_WORDS.th.date}: ${when}\n\n${DOC_WORDS.en.invite}`,
        attachments: [attachment],
      });
    } catch (err) {
      state = 'FAILED';
      log.warn({ err }, 'general meeting notice e-mail failed');
    }
    await scope.run((tx) => markDelivery(tx, scope, e.deliveryId, state, new Date()));
  }
}
