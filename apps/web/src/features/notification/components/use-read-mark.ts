import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markRead } from '../api/read-marks';
import { takeReadMark } from '../push/read-mark';

/**
 * A push clicked with no console open opens a new window on the item's page, carrying the item
 * in the query (public/sw.js): mark it read, as a click in an open tab does, and drop the mark
 * from the address so a reload or a shared link does not carry it.
 */
export function useReadMarkFromUrl(communityID: string) {
  const client = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const mark = takeReadMark(search);
    if (!mark) return;
    navigate({ pathname, search: mark.search, hash }, { replace: true });
    if (mark.notificationID) void markRead(client, mark.communityID ?? communityID, mark.notificationID);
  }, [client, communityID, pathname, search, hash, navigate]);
}
