import { describe, expect, it } from 'vitest';
import { readSocialReturn } from './social-return';

describe('readSocialReturn', () => {
  it('takes the one-time code from the fragment', () => {
    expect(readSocialReturn('#social_code=abc-123', '')).toEqual({ code: 'abc-123' });
  });

  it('names the refusal and the provider from the query', () => {
    expect(readSocialReturn('', '?social_error=NOT_LINKED&social_provider=google')).toEqual({
      error: 'NOT_LINKED',
      provider: 'Google',
    });
  });

  it('takes an unknown reason as a provider error, and nothing as nothing', () => {
    expect(readSocialReturn('', '?social_error=<script>&social_provider=x')).toEqual({
      error: 'PROVIDER_ERROR',
      provider: '',
    });
    expect(readSocialReturn('', '?from=x')).toBeNull();
  });
});
