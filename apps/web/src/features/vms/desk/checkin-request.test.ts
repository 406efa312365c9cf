import { describe, expect, it } from 'vitest';
import { checkinRequest } from './checkin-request';

const walkIn = {
  clientID: 'c-1',
  name: 'สมชาย',
  visitorType: 'GUEST' as const,
  vehicleType: 'CAR' as const,
  plate: 'กข 1234',
  unitID: '7b0c9a4e-1f2d-4c3b-9a8e-123456789abc',
  idDocument: { type: 'PASSPORT' as const, number: 'AA1234567' },
  phone: undefined,
};

describe('checkinRequest', () => {
  it('sends JSON with the community inside when there is no photo', () => {
    expect(checkinRequest('riverside', walkIn)).toEqual({ body: { communityID: 'riverside', ...walkIn } });
  });

  it('sends multipart with photos: fields as text, the ID document as JSON, the community in the query', () => {
    const face = new File([new Uint8Array([1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });
    const req = checkinRequest('riverside', { ...walkIn, vehicleType: null, facePhoto: face });
    expect(req.query).toEqual({ communityID: 'riverside' });
    const form = req.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('สมชาย');
    expect(JSON.parse(String(form.get('idDocument')))).toEqual(walkIn.idDocument);
    expect((form.get('facePhoto') as File).name).toBe('face.jpg');
    // Nothing to say is not sent: the API's defaults apply (no vehicle, no phone, no plate photo).
    expect(form.has('vehicleType')).toBe(false);
    expect(form.has('phone')).toBe(false);
    expect(form.has('platePhoto')).toBe(false);
    expect(form.has('communityID')).toBe(false);
  });
});
