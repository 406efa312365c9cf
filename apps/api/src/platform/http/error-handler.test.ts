import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app: FastifyInstance) => {
    app.get('/api/test/duplicate', async () => {
      // Worded by the directory feature's texts, which the built app has registered.
      throw new AppError(409, 'BUILDING_EXISTS', 'There is already a building named A', { name: 'A' });
    });
    app.get('/api/test/unlisted', async () => {
      throw new AppError(409, 'NOT_IN_THE_CATALOG', 'A refusal with no catalog entry');
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/building',
        { schema: { body: z.object({ name: z.string().min(1), floors: z.number() }) } },
        async () => ({ isSuccess: true }),
      );
  });
});
afterAll(() => t.close());

const get = (url: string, lang?: string) =>
  t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });
const post = (body: object, lang: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/building',
    payload: body,
    headers: { 'accept-language': lang },
  });

describe('refusals in the caller’s language', () => {
  it('words an AppError from the catalog with its values filled in', async () => {
    expectRefusal(
      await get('/api/test/duplicate', 'th-TH,th;q=0.9'),
      409,
      'BUILDING_EXISTS',
      'มีอาคารชื่อ A อยู่แล้ว',
    );
    expectRefusal(await get('/api/test/duplicate', 'sa'), 409, 'BUILDING_EXISTS', 'يوجد مبنى باسم A بالفعل');
    expectRefusal(await get('/api/test/duplicate', 'zh-CN'), 409, 'BUILDING_EXISTS', '已有名为 A 的楼栋');
  });

  it('answers English without a header or for a language we do not speak', async () => {
    for (const lang of [undefined, 'de-DE', 'ja']) {
      const body = expectRefusal(await get('/api/test/duplicate', lang), 409, 'BUILDING_EXISTS');
      expect(body.message).toBe('There is already a building named A');
    }
  });

  it("keeps the thrower's English for a code the catalog does not have", async () => {
    const body = expectRefusal(await get('/api/test/unlisted', 'th'), 409, 'NOT_IN_THE_CATALOG');
    expect(body.message).toBe('A refusal with no catalog entry');
  });

  it('names the field of a validation failure, in Thai in zod’s Thai words', async () => {
    const missing = expectRefusal(await post({ name: 'A' }, 'th'), 400, 'VALIDATION_FAILED');
    expect(missing.message).toBe('กรุณาระบุ floors');
    const wrong = expectRefusal(await post({ name: '', floors: 'three' }, 'th'), 400, 'VALIDATION_FAILED');
    expect(wrong.message).toBe(
      'name: น้อยกว่ากำหนด: string ควรมีอย่างน้อย 1 ตัวอักษร; floors: ประเภทข้อมูลไม่ถูกต้อง: ควรเป็น ตัวเลข แต่ได้รับ string',
    );
  });

  it('keeps English validation wording as it was', async () => {
    const body = expectRefusal(await post({ name: '', floors: 'three' }, 'en'), 400, 'VALIDATION_FAILED');
    expect(body.message).toBe(
      'name: Too small: expected string to have >=1 characters; floors: Invalid input: expected number, received string',
    );
  });

  it('words its own refusals too: an unknown path and a body too large', async () => {
    expectRefusal(await get('/api/nothing-here', 'th'), 404, 'NOT_FOUND', 'ไม่มีบริการที่ GET /api/nothing-here');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/building',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024), floors: 1 }),
    });
    expectRefusal(big, 413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'La requête est trop volumineuse');
  });
});
