import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promptPayPayload, promptPayQrPng } from '../../../platform/payment/promptpay-payload';
import { describeSlipPayload, readSlipImage } from './slip-reader';
import { makePhotoWithoutQr, makeSlipImage, makeSlipPayload } from './slip-test-images';

const kbank = { sendingBank: '004', transRef: '015173143513BPP06952' };

/** The same payload with its last CRC digit changed, as an edited slip would carry. */
function breakCrc(payload: string) {
  const last = payload.at(-1) === '0' ? '1' : '0';
  return payload.slice(0, -1) + last;
}

// The reader must load its wasm from the package, never from the network.
beforeAll(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in slip reading')));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('readSlipImage', () => {
  it('reads a PNG slip back to its bank and reference', async () => {
    const payload = makeSlipPayload(kbank);
    const reading = await readSlipImage(makeSlipImage(payload, { format: 'png' }));
    expect(reading).toEqual({ kind: 'SLIP', ...kbank, payload });
  });

  it('reads a JPEG slip back', async () => {
    const slip = { sendingBank: '014', transRef: '2025112712345678' };
    const reading = await readSlipImage(makeSlipImage(makeSlipPayload(slip), { format: 'jpeg' }));
    expect(reading).toMatchObject({ kind: 'SLIP', ...slip });
  });

  it('finds the QR in the corner of a 1080x1920 phone screenshot', async () => {
    const payload = makeSlipPayload({ sendingBank: '002', transRef: '202511271030BBL0001' });
    for (const format of ['jpeg', 'png'] as const) {
      const image = makeSlipImage(payload, { format, width: 1080, height: 1920 });
      expect(await readSlipImage(image)).toMatchObject({ kind: 'SLIP', sendingBank: '002' });
    }
  });

  it('flags a slip QR whose CRC is broken', async () => {
    const payload = breakCrc(makeSlipPayload(kbank));
    expect(await readSlipImage(makeSlipImage(payload, { format: 'png' }))).toEqual({
      kind: 'BAD_CRC',
      payload,
    });
  });

  it('flags a QR that is not a slip', async () => {
    const payload = 'https://example.com/pay?bill=1';
    expect(await readSlipImage(makeSlipImage(payload, { format: 'jpeg' }))).toEqual({
      kind: 'NOT_SLIP',
      payload,
    });
  });

  it('finds nothing in a photo without a QR, or in bytes that are no image', async () => {
    expect(await readSlipImage(makePhotoWithoutQr())).toEqual({ kind: 'UNREADABLE' });
    expect(await readSlipImage(new TextEncoder().encode('not an image'))).toEqual({ kind: 'UNREADABLE' });
  });

  it('refuses a huge declared image without decoding it', async () => {
    const png = makeSlipImage(makeSlipPayload({ sendingBank: '004', transRef: 'X1' }), { format: 'png' });
    const forged = new Uint8Array(png);
    new DataView(forged.buffer).setUint32(16, 20_000);
    new DataView(forged.buffer).setUint32(20, 20_000);
    expect(await readSlipImage(forged)).toEqual({ kind: 'UNREADABLE' });
  });
});

describe('a bill QR image', () => {
  it('reads back as a PromptPay request, not a slip', async () => {
    const payload = promptPayPayload({ kind: 'PHONE', id: '0812345678' }, 123_450);
    const reading = await readSlipImage(await promptPayQrPng(payload));
    expect(reading).toEqual({ kind: 'NOT_SLIP', payload });
  });
});

describe('describeSlipPayload', () => {
  it('classifies text without an image', () => {
    const payload = makeSlipPayload(kbank);
    expect(describeSlipPayload(`${payload}\n`)).toMatchObject({ kind: 'SLIP', transRef: kbank.transRef });
    expect(describeSlipPayload(breakCrc(payload)).kind).toBe('BAD_CRC');
    expect(
      describeSlipPayload('00020101021129370016A0000006770101110113006680111111153037645802TH').kind,
    ).toBe('NOT_SLIP');
    expect(describeSlipPayload('  ').kind).toBe('UNREADABLE');
  });
});
