import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('masks access tokens in a logged URL and leaves the rest', () => {
    expect(redactUrl('/api/notification/live?communityID=riverside-condo&access_token=eyJ.abc.def')).toBe(
      '/api/notification/live?communityID=riverside-condo&access_token=[redacted]',
    );
    expect(redactUrl('/reset?token=abc#x')).toBe('/reset?token=[redacted]#x');
    expect(
      redactUrl('/api/authentication/social/google/callback?code=abc&state=xyz&iss=https%3A%2F%2Fa'),
    ).toBe('/api/authentication/social/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fa');
    expect(redactUrl('/api/files/private/c-a/slips/x.png?exp=1&sig=abc')).toBe(
      '/api/files/private/c-a/slips/x.png?exp=1&sig=[redacted]',
    );
    expect(redactUrl('/api/notification/inbox?communityID=a&lastKey=undefined')).toBe(
      '/api/notification/inbox?communityID=a&lastKey=undefined',
    );
  });
});
