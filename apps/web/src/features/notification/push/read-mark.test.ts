import { describe, expect, it } from 'vitest';
import { takeReadMark } from './read-mark';

const id = '0193a1b2-0000-7000-8000-000000000001';

describe('takeReadMark', () => {
  it("reads the item and its community, and gives back the page's own query without them", () => {
    expect(
      takeReadMark(`?announcementID=p1&readNotificationID=${id}&readCommunityID=riverside-condo`),
    ).toEqual({ notificationID: id, communityID: 'riverside-condo', search: '?announcementID=p1' });
    expect(takeReadMark(`?readNotificationID=${id}`)).toEqual({
      notificationID: id,
      communityID: null,
      search: '',
    });
  });

  it('finds nothing in a query without a mark, and only removes a mark that is not an id', () => {
    expect(takeReadMark('?tab=DRAFT')).toBeNull();
    expect(takeReadMark('')).toBeNull();
    expect(takeReadMark('?readNotificationID=%3Cscript%3E&tab=DRAFT')).toEqual({
      notificationID: null,
      communityID: null,
      search: '?tab=DRAFT',
    });
  });
});
