import { AGM_ONE_VOTE, type AgmVoteChoice } from '@cc/contracts/agmmeeting';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { unitMembers, units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';
import { LAW_RULES } from './law-rules';
import { storeMeetingFigures } from './roll-queries';
import { ratioToMillionths } from './rule-math';
import { agmAttendance, agmItems, agmMeetings, agmRoll, agmRules, agmVoteAudit, agmVotes } from './tables';

const CONDO = 'riverside-condo';
const VILLAGE = 'green-ville-village';
const DAY = 86_400_000;

async function rollOf(tx: Executor, communityId: string, village: boolean) {
  const rows = await tx
    .select({
      id: units.id,
      unitNo: units.unitNo,
      ratio: units.ownershipRatio,
      userId: unitMembers.userId,
      first: users.firstname,
      last: users.lastname,
    })
    .from(units)
    .leftJoin(unitMembers, and(eq(unitMembers.unitId, units.id), eq(unitMembers.unitRole, 'OWNER')))
    .leftJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(units.communityId, communityId))
    .orderBy(asc(units.unitNo));
  const byUnit = new Map<
    string,
    { unitId: string; unitNo: string; weight: bigint; owners: { userID: string | null; name: string }[] }
  >();
  for (const r of rows) {
    const u = byUnit.get(r.id) ?? {
      unitId: r.id,
      unitNo: r.unitNo,
      weight: village ? BigInt(AGM_ONE_VOTE) : ratioToMillionths(r.ratio),
      owners: [],
    };
    byUnit.set(r.id, u);
    if (r.userId) u.owners.push({ userID: r.userId, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() });
  }
  return [...byUnit.values()];
}

type Roll = Awaited<ReturnType<typeof rollOf>>;

/** The scope's filter for one demo community (the seed runs as the owner, outside any request). */
const scopeOf = (communityId: string) => ({
  communityId,
  owns: (table: { communityId: PgColumn }, ...conditions: (SQL | undefined)[]) =>
    and(eq(table.communityId, communityId), ...conditions)!,
});

async function meeting(
  tx: Executor,
  communityId: string,
  values: Partial<typeof agmMeetings.$inferInsert> & { title: string; startsAt: Date },
) {
  const [m] = await tx
    .insert(agmMeetings)
    .values({ communityId, kind: 'ANNUAL', place: 'ห้องประชุมส่วนกลาง ชั้น 1', ...values })
    .returning();
  return m!;
}

async function putRoll(tx: Executor, communityId: string, meetingId: string, roll: Roll) {
  await tx.insert(agmRoll).values(
    roll.map((u) => ({
      communityId,
      meetingId,
      unitId: u.unitId,
      unitNo: u.unitNo,
      owners: u.owners,
      directoryWeight: u.weight,
      weight: u.weight,
    })),
  );
}

/**
 * Riverside's general meetings: AGM 2568 held, decided and its minutes published (attendance,
 * votes and tallies that agree with one another), and AGM 2569 in draft with five items; the
 * village has one meeting noticed for the coming weeks. Rules are seeded from the law for both.
 */
export const seedDemoAgmmeeting: SeedPart = async (tx, ctx) => {
  for (const c of ctx.communities) {
    const [row] = await tx
      .select({ type: communities.type })
      .from(communities)
      .where(eq(communities.id, c.id));
    const type = row?.type ?? 'CONDO';
    await tx
      .insert(agmRules)
      .values(LAW_RULES.filter((r) => r.communityType === type).map((r) => ({ ...r, communityId: c.id })))
      .onConflictDoNothing();
  }
  const now = Date.now();
  if (ctx.communities.some((c) => c.id === CONDO)) {
    const roll = await rollOf(tx, CONDO, false);
    const held = new Date('2025-04-26T07:00:00Z');
    const past = await meeting(tx, CONDO, {
      title: 'การประชุมใหญ่สามัญประจำปี 2568',
      startsAt: held,
      yearEnd: '2024-12-31',
      state: 'MINUTES_PUBLISHED',
      noticeSentAt: new Date(held.getTime() - 14 * DAY),
      openedAt: held,
      closedAt: new Date(held.getTime() + 3 * 3_600_000),
      minutesPublishedAt: new Date(held.getTime() + 5 * 3_600_000),
      rollTakenAt: new Date(held.getTime() - 15 * DAY),
      minutes: {
        opening: 'ประธานกรรมการเปิดประชุมเวลา 14.00 น. มีเจ้าของร่วมมาประชุมครบองค์ประชุม',
        closing: 'ประธานปิดประชุมเวลา 17.00 น.',
        signatures: [
          { name: 'นายสมชาย ใจดี', role: 'ประธานที่ประชุม' },
          { name: 'นางสาวสมศรี รักดี', role: 'ผู้บันทึกการประชุม' },
        ],
      },
      minutesUpdatedAt: new Date(held.getTime() + 4 * 3_600_000),
    });
    await putRoll(tx, CONDO, past.id, roll);
    // Half the units came (quorum: well over a quarter of all votes).
    const present = roll.filter((_, i) => i % 2 === 0);
    await tx.insert(agmAttendance).values(
      present.map((u, i) => ({
        communityId: CONDO,
        meetingId: past.id,
        unitId: u.unitId,
        mode: i % 5 === 0 ? ('PROXY' as const) : i % 3 === 0 ? ('ONLINE' as const) : ('IN_PERSON' as const),
        attendeeUserId: u.owners[0]?.userID ?? null,
        attendeeName: u.owners[0]?.name || `เจ้าของห้อง ${u.unitNo}`,
        proxyHolderName: i % 5 === 0 ? 'นายประสิทธิ์ มั่นคง' : null,
        proxyHolderIdNo: i % 5 === 0 ? `310010000${String(i).padStart(4, '0')}` : null,
        checkedInAt: new Date(held.getTime() - 30 * 60_000 + i * 10_000),
        recordedBy: 'pmc@demo.test',
      })),
    );
    await storeMeetingFigures(tx, scopeOf(CONDO), past.id);
    const presentWeight = present.reduce((a, u) => a + u.weight, 0n);
    const items: [string, string, 'INFORMATION' | 'RESOLUTION', 'ORDINARY' | 'HALF_OF_ALL' | null, string][] =
      [
        [
          'รับรองรายงานการประชุมใหญ่สามัญประจำปี 2567',
          'Adopting the minutes of AGM 2567',
          'RESOLUTION',
          'ORDINARY',
          'ที่ประชุมรับรองรายงานการประชุมโดยไม่มีการแก้ไข',
        ],
        [
          'รายงานผลการดำเนินงานประจำปี 2567',
          'Annual report 2567',
          'INFORMATION',
          null,
          'ผู้จัดการรายงานผลการดำเนินงานและงานซ่อมบำรุง',
        ],
        [
          'อนุมัติงบดุลประจำปี 2567',
          'Approving the 2567 accounts',
          'RESOLUTION',
          'ORDINARY',
          'ผู้สอบบัญชีชี้แจงงบดุล ที่ประชุมสอบถามค่าใช้จ่ายส่วนกลาง',
        ],
        [
          'แต่งตั้งผู้จัดการนิติบุคคลอาคารชุด',
          'Appointing the manager',
          'RESOLUTION',
          'HALF_OF_ALL',
          'ที่ประชุมพิจารณาข้อเสนอของบริษัทบริหารอาคาร',
        ],
      ];
    for (const [n, [title, titleEn, kind, ruleCode, note]] of items.entries()) {
      const [item] = await tx
        .insert(agmItems)
        .values({
          communityId: CONDO,
          meetingId: past.id,
          seq: n + 1,
          kind,
          title,
          titleEn,
          ruleCode,
          state: 'CLOSED',
          openedAt: new Date(held.getTime() + (n + 1) * 20 * 60_000),
          closedAt: new Date(held.getTime() + (n + 1) * 20 * 60_000 + 10 * 60_000),
          minutesNote: note,
          presentWeight,
          presentUnits: present.length,
        })
        .returning();
      if (kind === 'INFORMATION') continue;
      const choiceOf = (i: number): AgmVoteChoice =>
        i % 9 === 0 ? 'AGAINST' : i % 7 === 0 ? 'ABSTAIN' : 'FOR';
      const votes = present.map((u, i) => ({
        communityId: CONDO,
        meetingId: past.id,
        itemId: item!.id,
        unitId: u.unitId,
        choice: choiceOf(i),
        weight: u.weight,
        channel: i % 3 === 0 ? ('APP' as const) : ('PAPER' as const),
        castByName: u.owners[0]?.name || 'pmc@demo.test',
        castAt: new Date(item!.openedAt!.getTime() + i * 3_000),
      }));
      await tx.insert(agmVotes).values(votes);
      await tx.insert(agmVoteAudit).values(
        votes.map((v) => ({
          ...v,
          action: 'CAST' as const,
          byName: v.castByName,
          at: v.castAt,
          candidateIds: [],
        })),
      );
      const sum = (c: AgmVoteChoice) =>
        votes.filter((v) => v.choice === c).reduce((a, v) => a + v.weight, 0n);
      const count = (c: AgmVoteChoice) => votes.filter((v) => v.choice === c).length;
      const all = roll.reduce((a, u) => a + u.weight, 0n);
      const passed = ruleCode === 'HALF_OF_ALL' ? sum('FOR') * 2n >= all : sum('FOR') * 2n > presentWeight;
      await tx
        .update(agmItems)
        .set({
          forWeight: sum('FOR'),
          forUnits: count('FOR'),
          againstWeight: sum('AGAINST'),
          againstUnits: count('AGAINST'),
          abstainWeight: sum('ABSTAIN'),
          abstainUnits: count('ABSTAIN'),
          passed,
        })
        .where(eq(agmItems.id, item!.id));
    }

    const next = await meeting(tx, CONDO, {
      title: 'การประชุมใหญ่สามัญประจำปี 2569',
      startsAt: new Date(Math.ceil((now + 30 * DAY) / DAY) * DAY + 7 * 3_600_000),
      yearEnd: '2025-12-31',
      onlineUrl: 'https://meet.example.com/riverside-agm-2569',
    });
    const draft: [string, string, 'INFORMATION' | 'RESOLUTION' | 'ELECTION', string | null][] = [
      ['รับรองรายงานการประชุมใหญ่สามัญประจำปี 2568', 'Adopting the minutes of AGM 2568', 'RESOLUTION', 'ORDINARY'],
      ['รายงานผลการดำเนินงานประจำปี 2568', 'Annual report 2568', 'INFORMATION', null],
      ['อนุมัติงบประมาณประจำปี 2569', 'Approving the 2569 budget', 'RESOLUTION', 'ORDINARY'],
      ['ปรับปรุงระบบกล้องวงจรปิดบริเวณลานจอดรถ', 'Upgrading the car park CCTV', 'RESOLUTION', 'HALF_OF_ALL'],
      ['เลือกตั้งคณะกรรมการนิติบุคคลอาคารชุด', 'Electing the committee', 'ELECTION', null],
    ];
    await tx.insert(agmItems).values(
      draft.map(([title, titleEn, kind, ruleCode], n) => ({
        communityId: CONDO,
        meetingId: next.id,
        seq: n + 1,
        kind,
        title,
        titleEn,
        ruleCode: ruleCode as 'ORDINARY' | 'HALF_OF_ALL' | null,
        seats: kind === 'ELECTION' ? 5 : null,
        candidates:
          kind === 'ELECTION'
            ? [
                'นายสมชาย ใจดี',
                'นางสาวสมศรี รักดี',
                'นายวิชัย ศรีสุข',
                'นางมาลี สุขใจ',
                'นายอนันต์ ทองดี',
                'นางสาวพรทิพย์ แสงทอง',
              ].map((name) => ({ candidateID: crypto.randomUUID(), name }))
            : [],
      })),
    );
  }
  if (ctx.communities.some((c) => c.id === VILLAGE)) {
    const roll = await rollOf(tx, VILLAGE, true);
    const m = await meeting(tx, VILLAGE, {
      title: 'การประชุมใหญ่สามัญสมาชิกหมู่บ้านกรีนวิลล์ ประจำปี 2569',
      startsAt: new Date(Math.ceil((now + 14 * DAY) / DAY) * DAY + 3 * 3_600_000),
      place: 'ศาลาสโมสรหมู่บ้าน',
      yearEnd: '2025-12-31',
      state: 'NOTICE_SENT',
      noticeSentAt: new Date(now),
      rollTakenAt: new Date(now),
    });
    await putRoll(tx, VILLAGE, m.id, roll);
    await storeMeetingFigures(tx, scopeOf(VILLAGE), m.id);
    await tx.insert(agmItems).values(
      (
        [
          ['รายงานผลการดำเนินงาน', 'Annual report', 'INFORMATION', null],
          ['อนุมัติงบประมาณค่าส่วนกลาง', 'Approving the common fee budget', 'RESOLUTION', 'VILLAGE_ORDINARY'],
          ['ซ่อมแซมถนนภายในหมู่บ้าน', 'Repairing the village roads', 'RESOLUTION', 'VILLAGE_HALF_OF_ALL'],
        ] as const
      ).map(([title, titleEn, kind, ruleCode], n) => ({
        communityId: VILLAGE,
        meetingId: m.id,
        seq: n + 1,
        kind,
        title,
        titleEn,
        ruleCode,
      })),
    );
  }
};
