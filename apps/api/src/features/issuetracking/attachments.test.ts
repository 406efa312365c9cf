import { TASK_ATTACHMENTS_MAX } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { FILES, form, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueAttachments } from './tables';

const upload = (who: Member, communityID: string, taskID: string, files: { name: string; bytes: Buffer }[]) =>
  who.call('POST', '/api/issuetracking/task/attachment', {
    query: { communityID, taskID },
    ...form(
      {},
      files.map((f) => ({ field: 'files', ...f })),
    ),
  });

describe('task attachments', () => {
  test('attach photos and PDFs (type from the bytes), list them, remove one with a trace', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const added = ok(
      await upload(pmc, community.id, task.id, [
        { name: 'quote.pdf', bytes: FILES.pdf },
        { name: 'lamp.jpg', bytes: FILES.png },
      ]),
    ).items;
    expect(added.map((a: { fileName: string; contentType: string }) => [a.fileName, a.contentType])).toEqual([
      ['quote.pdf', 'application/pdf'],
      ['lamp.jpg', 'image/png'],
    ]);
    expect(added[0]).toMatchObject({ size: FILES.pdf.length, uploadedBy: { userID: pmc.userId } });
    const file = await api.app.inject({ url: added[0].url });
    expect(file.rawPayload.equals(FILES.pdf)).toBe(true);

    ok(
      await pmc.call('POST', '/api/issuetracking/task/attachment/remove', {
        body: { communityID: community.id, taskID: task.id, attachmentID: added[0].attachmentID },
      }),
    );
    const [row] = await api.db
      .select()
      .from(issueAttachments)
      .where(eq(issueAttachments.id, added[0].attachmentID));
    expect(row).toMatchObject({ removedBy: pmc.userId, removedAt: expect.any(Date) });
    expectRefusal(
      await pmc.call('POST', '/api/issuetracking/task/attachment/remove', {
        body: { communityID: community.id, taskID: task.id, attachmentID: added[0].attachmentID },
      }),
      404,
      'ISSUE_ATTACHMENT_NOT_FOUND',
    );
    const activity = ok(
      await pmc.call('GET', '/api/issuetracking/task/activity', {
        query: { communityID: community.id, taskID: task.id },
      }),
    ).items;
    expect(activity.map((a: { kind: string; detail: object }) => [a.kind, Object.keys(a.detail)])).toEqual([
      ['ATTACHED', ['added']],
      ['ATTACHED', ['removed']],
    ]);
  });

  test('refuses other types, more than ten live ones, closed tasks and empty uploads; saves nothing', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const closed = await makeTask(api, community.id, group.id, { stage: 'CLOSED' });
    const png = { name: 'a.png', bytes: FILES.png };
    const live = () => countRows(api.db, issueAttachments, eq(issueAttachments.taskId, task.id));

    expectRefusal(
      await upload(pmc, community.id, task.id, [png, { name: 'a.png', bytes: FILES.text }]),
      400,
      'ISSUE_ATTACHMENT_TYPE',
    );
    expectRefusal(await upload(pmc, community.id, task.id, []), 400, 'ISSUE_ATTACHMENT_NONE');
    expectRefusal(
      await pmc.call('POST', '/api/issuetracking/task/attachment', {
        query: { communityID: community.id, taskID: task.id },
        body: { files: [] },
      }),
      400,
    );
    expectRefusal(await upload(pmc, community.id, closed.id, [png]), 409, 'ISSUE_TASK_CLOSED_UPDATE');
    expectRefusal(
      await upload(pmc, community.id, task.id, Array(TASK_ATTACHMENTS_MAX + 1).fill(png)),
      400,
      'ISSUE_ATTACHMENT_LIMIT',
    );
    expect(await live()).toBe(0);

    ok(await upload(pmc, community.id, task.id, Array(8).fill(png)));
    const over = expectRefusal(
      await upload(pmc, community.id, task.id, [png, png, png]),
      400,
      'ISSUE_ATTACHMENT_LIMIT',
    );
    expect(over.message).toMatch(/10/);
    expect(await live()).toBe(8);
    ok(await upload(pmc, community.id, task.id, [png, png]));
    expect(await live()).toBe(10);
  });
});
