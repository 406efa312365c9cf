import { and, asc, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { apiTest } from '../../../test/api-test';
import { multipart } from '../../../test/as-user';
import type { CommunityKit, Member } from '../../../test/community-kit';
import { expectRefusal } from '../../../test/refusal';
import { countRows } from '../../../test/rows';
import type { TestApp } from '../../../test/test-app';
import { addGroup, addTask } from '../report-test-kit';
import { issueCounters, issueTaskEvents, issueTasks, issueTaskWatchers } from '../tables';

const HEAD = 'หัวข้อ / Title,รายละเอียด,Priority,กำหนดเสร็จ,ห้อง,ป้ายกำกับ';
const csv = (...rows: string[]) => `\uFEFF${[HEAD, ...rows].join('\r\n')}\r\n`;

function upload(
  m: Member,
  communityID: string,
  groupID: string,
  file: string | Buffer,
  dryRun: boolean,
  lang?: string,
) {
  const form = multipart(
    {},
    {
      file: {
        name: 'defects.csv',
        bytes: Buffer.isBuffer(file) ? file : Buffer.from(file),
        type: 'text/csv',
      },
    },
  );
  return m.call('POST', '/api/issuetracking/task/import', {
    query: { communityID, groupID, dryRun: String(dryRun) },
    payload: form.payload,
    headers: { ...form.headers, ...(lang && { 'accept-language': lang }) },
  });
}

async function defectOffice(api: TestApp, community: CommunityKit) {
  const pmc = await community.member('PMC');
  const buildingB = await community.building('อาคาร B', 8);
  const unit = await community.unit('B-0801', { buildingId: buildingB, floor: 8 });
  const group = await addGroup(api, community.id, 'ข้อบกพร่องอาคาร B');
  const counts = async () => ({
    tasks: await countRows(api.db, issueTasks, eq(issueTasks.communityId, community.id)),
    events: await countRows(api.db, issueTaskEvents, eq(issueTaskEvents.communityId, community.id)),
    lastNo:
      (await api.db.select().from(issueCounters).where(eq(issueCounters.communityId, community.id)))[0]
        ?.lastNo ?? 0,
  });
  return { pmc, buildingB, unit, group, counts };
}

describe('POST /api/issuetracking/task/import', () => {
  apiTest('a dry run answers the row report and saves nothing', async ({ api, community }) => {
    const o = await defectOffice(api, community);
    const file = csv(
      'กระเบื้องร่อน,ห้องน้ำใหญ่,สูง,2026-12-01,B-0801,"ห้องน้ำ, พื้น"',
      ',ไม่มีหัวข้อ,ด่วนที่สุด,31/02/2569,Z-9999,',
      '"สีผนังลอก, ระเบียง",,,,b0801,',
      ',,,,,',
    );
    const res = await upload(o.pmc, community.id, o.group, file, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 3,
      valid: 2,
      firstNo: null,
      lastNo: null,
      errors: [
        { row: 3, column: 'Title', message: 'The title is missing or longer than 120 characters' },
        { row: 3, column: 'Priority', message: 'The priority must be one of URGENT, HIGH, NORMAL, LOW' },
        { row: 3, column: 'Due date', message: 'The due date must be a date (YYYY-MM-DD or DD/MM/YYYY)' },
        { row: 3, column: 'Unit', message: 'There is no unit "Z-9999" in this community' },
      ],
    });
    expect(await o.counts()).toEqual({ tasks: 0, events: 0, lastNo: 0 });
    // The office reading Thai reads the report in Thai.
    const thai = (await upload(o.pmc, community.id, o.group, file, true, 'th')).json().data;
    expect(thai.errors[3].message).toBe('ไม่พบห้อง "Z-9999" ในโครงการ');
  });

  apiTest('any bad row: 422 with the row report, and nothing saved', async ({ api, community }) => {
    const o = await defectOffice(api, community);
    await addTask(api, community.id, o.group, {});
    const before = await o.counts();
    const res = await upload(o.pmc, community.id, o.group, csv('รอยร้าวผนัง,,,,,', 'ท่อรั่ว,,,,NOPE,'), false);
    const body = expectRefusal(
      res,
      422,
      'ISSUE_IMPORT_BAD_ROWS',
      '1 rows have problems: nothing was saved',
    ) as unknown as {
      data: { total: number; valid: number; errors: unknown[]; firstNo: null };
    };
    expect(body.data).toMatchObject({ total: 2, valid: 1, firstNo: null });
    expect(body.data.errors).toEqual([
      { row: 3, column: 'Unit', message: 'There is no unit "NOPE" in this community' },
    ]);
    expect(await o.counts()).toEqual(before);
  });

  apiTest(
    'a good file: every row a task in the group, numbered on from the last',
    async ({ api, community }) => {
      const o = await defectOffice(api, community);
      await addTask(api, community.id, o.group, {}); // number 1 is taken
      const rows = Array.from({ length: 30 }, (_, i) => `ข้อบกพร่อง ${i + 1},,,,,`);
      rows[0] = 'กระเบื้องร่อน,ห้องน้ำใหญ่,ด่วนมาก,25/12/2569,B-0801,"ห้องน้ำ, พื้น"';
      const res = await upload(o.pmc, community.id, o.group, csv(...rows), false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ total: 30, valid: 30, errors: [], firstNo: 2, lastNo: 31 });
      expect(await o.counts()).toEqual({ tasks: 31, events: 30, lastNo: 31 });
      const saved = await api.db
        .select()
        .from(issueTasks)
        .where(and(eq(issueTasks.communityId, community.id), eq(issueTasks.createdBy, o.pmc.userId)))
        .orderBy(asc(issueTasks.no));
      expect(saved.map((t) => t.no)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
      expect(saved[0]).toMatchObject({
        groupId: o.group,
        title: 'กระเบื้องร่อน',
        body: 'ห้องน้ำใหญ่',
        stage: 'TODO',
        priority: 'URGENT',
        labels: ['ห้องน้ำ', 'พื้น'],
        unitId: o.unit,
        buildingId: o.buildingB,
      });
      // 25/12/2569 is a Buddhist-era date: due at the end of that Bangkok day.
      expect(saved[0]!.dueAt!.toISOString()).toBe('2026-12-25T16:59:00.000Z');
      expect(saved[1]).toMatchObject({ priority: 'NORMAL', dueAt: null, unitId: null, labels: [] });
      expect(saved[1]!.position).toBeGreaterThan(saved[0]!.position);
      const events = await api.db
        .select()
        .from(issueTaskEvents)
        .where(and(eq(issueTaskEvents.communityId, community.id), eq(issueTaskEvents.kind, 'IMPORTED')));
      expect(events).toHaveLength(30);
      expect(events[0]!.actorId).toBe(o.pmc.userId);
      expect(await countRows(api.db, issueTaskWatchers, eq(issueTaskWatchers.userId, o.pmc.userId))).toBe(30);
      // The next import goes on from there.
      const next = await upload(o.pmc, community.id, o.group, csv('อีกหนึ่งงาน,,,,,'), false);
      expect(next.json().data).toMatchObject({ firstNo: 32, lastNo: 32 });
    },
  );

  apiTest('reads an Excel file, the template’s headings included', async ({ api, community }) => {
    const o = await defectOffice(api, community);
    const template = await o.pmc.call('GET', '/api/issuetracking/task/import/template', {
      query: { communityID: community.id },
    });
    expect(template.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(template.rawPayload);
    const headings = sheet!.data[0] as string[];
    expect(headings[0]).toBe('หัวข้อ / Title');
    const xlsx = await writeXlsxFile([
      headings.map((value) => ({ value })),
      [
        { value: 'ประตูหนีไฟปิดไม่สนิท' },
        null,
        { value: 'low' },
        { value: new Date(Date.UTC(2026, 11, 1)), type: Date, format: 'yyyy-mm-dd' },
        { value: 'B-0801' },
        null,
      ],
    ]).toBuffer();
    const res = await upload(o.pmc, community.id, o.group, xlsx, false);
    expect(res.statusCode, res.body).toBe(200);
    const [task] = await api.db.select().from(issueTasks).where(eq(issueTasks.communityId, community.id));
    expect(task).toMatchObject({ title: 'ประตูหนีไฟปิดไม่สนิท', priority: 'LOW', unitId: o.unit });
    expect(task!.dueAt!.toISOString()).toBe('2026-12-01T16:59:00.000Z');
  });

  apiTest(
    'refuses a file it cannot read, one without titles, and callers who may not import',
    async ({ api, community }) => {
      const o = await defectOffice(api, community);
      expectRefusal(
        await upload(o.pmc, community.id, o.group, Buffer.from([0, 1, 2, 255, 254]), true),
        400,
        'ISSUE_IMPORT_FILE',
      );
      expectRefusal(
        await upload(o.pmc, community.id, o.group, 'Details,Unit\r\nx,B-0801\r\n', true),
        400,
        'ISSUE_IMPORT_MISSING_COLUMN',
        '"Title"',
      );
      expectRefusal(
        await upload(o.pmc, community.id, o.group, `${HEAD}\r\n,,,,,\r\n`, true),
        400,
        'ISSUE_IMPORT_EMPTY',
      );
      const many = csv(...Array.from({ length: 1001 }, (_, i) => `งาน ${i},,,,,`));
      expectRefusal(
        await upload(o.pmc, community.id, o.group, many, true),
        400,
        'ISSUE_IMPORT_TOO_MANY',
        /1000/,
      );
      const missing = '00000000-0000-4000-8000-000000000000';
      expectRefusal(
        await upload(o.pmc, community.id, missing, csv('งาน,,,,,'), true),
        404,
        'ISSUE_GROUP_NOT_FOUND',
      );
      const archived = await addGroup(api, community.id, 'เก็บแล้ว', { archived: true });
      expectRefusal(
        await upload(o.pmc, community.id, archived, csv('งาน,,,,,'), false),
        409,
        'ISSUE_GROUP_ARCHIVED',
      );
      for (const role of ['COMMITTEE', 'RESIDENT', 'GUARD'] as const) {
        const m = await community.member(role);
        expectRefusal(await upload(m, community.id, o.group, csv('งาน,,,,,'), false), 403);
        const template = await m.call('GET', '/api/issuetracking/task/import/template', {
          query: { communityID: community.id },
        });
        expect(template.statusCode).toBe(403);
      }
      expect(await o.counts()).toEqual({ tasks: 0, events: 0, lastNo: 0 });
    },
  );
});
