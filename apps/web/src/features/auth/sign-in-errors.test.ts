import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { signInErrorKey } from './sign-in-errors';

describe('signInErrorKey', () => {
  it('maps the token refusals', () => {
    expect(signInErrorKey(new ApiError(400, 'invalid_grant', 'bad'), 'token')).toEqual({
      key: 'errors.invalidGrant',
    });
    expect(signInErrorKey(new ApiError(429, 'TOO_MANY', 'slow'), 'token')).toEqual({ key: 'errors.tooMany' });
    expect(signInErrorKey(new ApiError(0, 'NETWORK', 'offline'), 'token')).toEqual({ key: 'errors.network' });
  });

  it("reports a failed data load with the server's errorMessage (spec 8)", () => {
    expect(signInErrorKey(new ApiError(500, 'X', 'm', 'DB down'), 'load')).toEqual({
      key: 'errors.loadFailed',
      error: 'DB down',
    });
  });
});
