import { describe, expect, it } from 'vitest';
import { allow, can } from './access';
import { announcementOps, manageAnnouncements } from './announcement-ops';
import { DEFAULT_ROLE_PERMISSIONS } from './roles';

describe('can', () => {
  it('lets anyone through what is not a community rule', () => {
    for (const access of [allow.public, allow.client, allow.signedIn, allow.memberWhileSuspended])
      expect(can(access, [])).toBe(true);
  });

  it('needs the permission, and one of anyOf when given', () => {
    expect(can(allow.to('ANNOUNCEMENT:write'), ['ANNOUNCEMENT:read'])).toBe(false);
    expect(can(allow.anyOf('ANNOUNCEMENT:write', 'ANNOUNCEMENT:approve'), ['ANNOUNCEMENT:approve'])).toBe(
      true,
    );
    expect(can(allow.anyOf('ANNOUNCEMENT:write', 'ANNOUNCEMENT:approve'), ['ANNOUNCEMENT:read'])).toBe(false);
    expect(can(manageAnnouncements, ['ANNOUNCEMENT:write'])).toBe(false);
    expect(can(manageAnnouncements, ['ANNOUNCEMENT:read', 'ANNOUNCEMENT:write'])).toBe(true);
    expect(can(manageAnnouncements, ['ANNOUNCEMENT:read', 'ANNOUNCEMENT:approve'])).toBe(true);
  });

  it("opens announcements' manage pages to a committee (approve) but not to a resident (read)", () => {
    expect(can(announcementOps.list.access, DEFAULT_ROLE_PERMISSIONS.COMMITTEE)).toBe(true);
    expect(can(announcementOps.list.access, DEFAULT_ROLE_PERMISSIONS.RESIDENT)).toBe(false);
    expect(can(announcementOps.residentList.access, DEFAULT_ROLE_PERMISSIONS.RESIDENT)).toBe(true);
  });
});
