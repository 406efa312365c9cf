import { CODE_ALPHABET } from '@cc/contracts/invitation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../../platform/auth/tables';
import { buildings } from '../../platform/residence/tables';
import { appWithCallers, type Caller, callerFor } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import { gen, invitationStatus, redeem, signup, staffGen } from './directory-test-kit';
import { invitationCodes } from './tables';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
let admin: Caller;
beforeAll(async () => {
  ({ t, pmc, admin } = await appWithCallers('pmc', 'admin'));
});
afterAll(() => t.close());

const codeCount = () => countRows(t.db, invitationCodes);

describe('generating codes', () => {
  it('makes codes per unit: short, from the unambiguous alphabet, with expiry', async () => {
    const res = await gen(pmc, {
      unitNos: ['a-0101', 'A-0102'],
      perUnit: 2,
      unitRole: 'TENANT',
      expiresInDays: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(4);
    for (const c of items) {
      expect(c.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
      expect(c.code).not.toMatch(/[01IO]/);
      expect(c).toMatchObject({ unitRole: 'TENANT', role: 'RESIDENT' });
      const days = (Date.parse(c.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
    }
    expect(items.map((c: { unitNo: string }) => c.unitNo)).toEqual(['A-0101', 'A-0101', 'A-0102', 'A-0102']);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.generate'));
    expect(row).toMatchObject({ actor: 'pmc@demo.test', after: { count: 4, unitRole: 'TENANT' } });
  });

  it('makes one per unit for a whole building, or every unit', async () => {
    const [b] = await t.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.communityId, C), eq(buildings.name, 'อาคาร B')));
    expect((await gen(pmc, { buildingID: b!.id })).json().items).toHaveLength(48);
    expect((await gen(pmc, { allUnits: true })).json().items).toHaveLength(96);
  });

  it('refuses unclear targets, unknown units, other buildings and bad numbers, writing nothing', async () => {
    const before = await codeCount();
    expectRefusal(
      await gen(pmc, {}),
      400,
      'VALIDATION_FAILED',
      /exactly one of unitNos, buildingID or allUnits/,
    );
    expectRefusal(
      await gen(pmc, { unitNos: ['A-0101'], allUnits: true }),
      400,
      'VALIDATION_FAILED',
      /exactly one/,
    );
    expectRefusal(await gen(pmc, { unitNos: ['A-0101', 'Z-1', 'Z-2'] }), 400, 'UNIT_NOT_FOUND', /Z-1, Z-2/);
    expectRefusal(await gen(pmc, { buildingID: crypto.randomUUID() }), 400, 'UNKNOWN_BUILDING');
    expectRefusal(
      await gen(pmc, { unitNos: ['A-0101'], perUnit: 6 }),
      400,
      'VALIDATION_FAILED',
      /perUnit must be at most 5/,
    );
    expectRefusal(
      await gen(pmc, { unitNos: ['A-0101'], expiresInDays: 0 }),
      400,
      'VALIDATION_FAILED',
      /expiresInDays/,
    );
    expectRefusal(
      await gen(pmc, { unitNos: ['A-0101'], unitRole: 'GUEST' }),
      400,
      'VALIDATION_FAILED',
      /unitRole/,
    );
    expect(await codeCount()).toBe(before);
  });

  it('makes staff codes per role; only a role with SETTING:write may invite an ADMIN', async () => {
    const res = await staffGen(pmc, { role: 'GUARD', count: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(3);
    expect(res.json().items[0]).toMatchObject({ role: 'GUARD', unitNo: null, unitRole: null });
    expectRefusal(await staffGen(pmc, { role: 'ADMIN' }), 403, 'ADMIN_ONLY');
    expect((await staffGen(admin, { role: 'ADMIN' })).statusCode).toBe(200);
    expectRefusal(await staffGen(pmc, { role: 'RESIDENT' }), 400, 'VALIDATION_FAILED', /role must be one of/);
    expectRefusal(await staffGen(pmc, { role: 'PMC', count: 51 }), 400, 'VALIDATION_FAILED', /at most 50/);
    const committee = await callerFor(t, 'committee@demo.test');
    expectRefusal(await staffGen(committee, { role: 'PMC' }), 403, 'PERMISSION_DENIED');
  });
});

describe('searching, revoking and printing codes', () => {
  it('finds a code typed with a dash and in lower case, or by unit number', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0201'] })).json().items;
    const typed = `${c.code.slice(0, 4)}-${c.code.slice(4)}`.toLowerCase();
    const found = (
      await pmc('GET', '/api/community/unit/invitation', { query: { communityID: C, q: typed } })
    ).json().items;
    expect(found).toEqual([
      expect.objectContaining({
        code: c.code,
        kind: 'RESIDENT',
        unitNo: 'A-0201',
        status: 'PENDING',
        createdBy: 'pmc@demo.test',
        usedBy: null,
      }),
    ]);
    const byUnit = (
      await pmc('GET', '/api/community/unit/invitation', { query: { communityID: C, unitNo: 'A-0201' } })
    ).json().items;
    expect(byUnit.map((i: { code: string }) => i.code)).toContain(c.code);
  });

  it('pages newest first and filters by status and kind', async () => {
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const res = await pmc('GET', '/api/community/unit/invitation', {
        query: { communityID: C, limit: 40, kind: 'RESIDENT', ...(lastKey ? { lastKey } : {}) },
      });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((i: { code: string }) => i.code));
      lastKey = res.json().lastKey ?? undefined;
    } while (lastKey);
    expect(seen).toHaveLength(
      await countRows(
        t.db,
        invitationCodes,
        and(eq(invitationCodes.communityId, C), eq(invitationCodes.kind, 'RESIDENT')),
      ),
    );
    expect(new Set(seen).size).toBe(seen.length);
    const staff = (
      await pmc('GET', '/api/community/unit/invitation', {
        query: { communityID: C, kind: 'STAFF', limit: 100 },
      })
    ).json().items;
    expect(staff.every((i: { kind: string }) => i.kind === 'STAFF')).toBe(true);
  });

  it('revokes unused codes; a revoked code cannot be redeemed', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0202'] })).json().items;
    const res = await pmc('POST', '/api/community/invitation/revoke', {
      body: { communityID: C, codes: [c.code, 'ZZZZ-ZZZZ'] },
    });
    expect(res.json().data).toEqual({ revoked: 1 });
    expect(await invitationStatus(pmc, c.code)).toBe('REVOKED');
    expectRefusal(
      await redeem(t, signup(c.code, 'revoked@demo.test')),
      400,
      'INVITATION_REVOKED',
      /cancelled/,
    );
    expect(await countRows(t.db, users, eq(users.email, 'revoked@demo.test'))).toBe(0);
    expectRefusal(
      await pmc('POST', '/api/community/invitation/revoke', { body: { communityID: C, codes: ['0000'] } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers the letters to print: pending codes per unit with the letterhead', async () => {
    const res = await pmc('GET', '/api/community/invitation/letter', {
      query: { communityID: C, unitNos: 'A-0101, a-0102' },
    });
    expect(res.statusCode).toBe(200);
    const { community, letters } = res.json().data;
    expect(community).toMatchObject({
      communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
      address: expect.stringContaining('เจริญนคร'),
    });
    expect(letters.map((l: { unitNo: string }) => l.unitNo)).toEqual(['A-0101', 'A-0102']);
    expect(letters[0]).toMatchObject({ buildingName: 'อาคาร A', floor: 1 });
    expect(letters[0].codes.length).toBeGreaterThanOrEqual(2);
  });
});
