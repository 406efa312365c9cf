import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { errorText } from './parcel-labels';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('errorText', () => {
  it('translates a known refusal and keeps the API detail that names the parcel', () => {
    const e = new ApiError(409, 'PARCEL_STATE', 'Parcel no. 7 was handed out; it cannot be returned');
    expect(errorText(t, e)).toBe(
      '[errors.PARCEL_STATE] (Parcel no. 7 was handed out; it cannot be returned)',
    );
  });

  it('shows only the translation when the server never answered', () => {
    expect(errorText(t, new ApiError(0, 'NETWORK', 'fetch failed'))).toBe('[errors.NETWORK]');
  });

  it("falls back to the API's own message for anything else", () => {
    expect(errorText(t, new ApiError(400, 'VALIDATION', 'reason must say why'))).toBe('reason must say why');
  });
});
