import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommunity } from '../../../test/community-kit';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { evidenceKit } from '../evidence-test-kit';
import { httpSlipInquiry, slipInquiryOf } from './slip-inquiry';

/**
 * A bank adapter in this process, over real HTTP: it knows some slips' amounts, answers one
 * reference with nonsense, and leaves one request unanswered (until the test ends).
 */
const known: Record<string, number> = { INQ00001: 100_000, INQ00002: 100_000 };
const asked: unknown[] = [];
const held: http.ServerResponse[] = [];
const bank = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c) => (text += c));
  req.on('end', () => {
    const body = JSON.parse(text) as { sendingBank: string; transRef: string };
    asked.push(body);
    if (body.transRef === 'SILENT001') return void held.push(res);
    if (body.transRef === 'GARBLED01') return void res.writeHead(200).end('{"amountSatang":"lots"}');
    const amount = known[body.transRef];
    if (amount === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ amountSatang: amount }));
  });
});
let url: string;
let api: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(bank.address() as AddressInfo).port}/slip`;
  api = await startTestApp({ template: 'empty', env: { BILLING_SLIP_INQUIRY_URL: url } });
});
afterAll(async () => {
  for (const res of held) res.end();
  await api?.close();
  await new Promise((resolve) => bank.close(resolve));
});

describe('a slip inquiry', () => {
  it('is off unless configured', () => {
    expect(slipInquiryOf({})).toBeNull();
    expect(slipInquiryOf({ BILLING_SLIP_INQUIRY_URL: url })).not.toBeNull();
  });

  it('compares the bank’s amount with the claimed one; anything else is UNKNOWN', async () => {
    const inquiry = httpSlipInquiry(url, 300);
    const ask = (transRef: string, amountSatang = 100_000) =>
      inquiry.ask({ sendingBank: '004', transRef, amountSatang });
    expect(await ask('INQ00001')).toBe('MATCH');
    expect(await ask('INQ00001', 99_999)).toBe('MISMATCH');
    expect(await ask('NOSUCH001')).toBe('UNKNOWN');
    expect(await ask('GARBLED01')).toBe('UNKNOWN');
    expect(await ask('SILENT001')).toBe('UNKNOWN');
    const closed = httpSlipInquiry('http://127.0.0.1:1/slip', 300);
    expect(await closed.ask({ sendingBank: '004', transRef: 'INQ00001', amountSatang: 1 })).toBe('UNKNOWN');
  });

  it('when on, evidence/upload asks it and keeps its answer with the slip', async () => {
    const k = await evidenceKit(api, await newCommunity(api));
    const match = await k.slip('INQ00002');
    expect(match.slipInquiry).toBe('MATCH');
    expect(asked).toContainEqual({ sendingBank: '004', transRef: 'INQ00002' });
    const mismatch = await k.slip('INQ00001', { amountSatang: '250000' });
    expect(mismatch.slipInquiry).toBe('MISMATCH');
    const info = await k.get('/api/billing/evidence/info', { evidenceID: mismatch.evidenceID });
    expect(info.json().data.slipInquiry).toBe('MISMATCH');
  });
});
