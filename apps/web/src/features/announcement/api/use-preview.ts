import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { audienceOf, bodyIsEmpty, EMPTY_FORM, type PostFormValues } from '../form-values';
import { announcementKeys } from './announcement-keys';
import { previewPost } from './post-mutations';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * The residents'-eye preview: the body comes back from the server sanitised (the page never
 * renders its own HTML), with how many units and residents the audience reaches.
 */
export function usePreview(
  communityID: string,
  watched: Partial<PostFormValues> | undefined,
  advanced: boolean,
) {
  // The watch holds only the fields on screen (no unit list while "buildings" is chosen).
  const values = watched ? { ...EMPTY_FORM, ...watched } : undefined;
  const audience = values ? audienceOf(values) : undefined;
  const complete =
    audience &&
    (audience.kind === 'ALL' ||
      (audience.kind === 'BUILDINGS' && audience.buildingIDs.length > 0) ||
      (audience.kind === 'FLOORS' && audience.floors.length > 0) ||
      (audience.kind === 'UNITS' && audience.unitIDs.length > 0));
  const body = values && !bodyIsEmpty(values.body ?? '', advanced) ? values.body : undefined;
  const input = useDebounced(
    JSON.stringify({
      body,
      bodyFormat: advanced ? 'HTML' : 'PLAIN',
      audience: complete ? audience : undefined,
    }),
    400,
  );
  const query = useQuery({
    queryKey: announcementKeys.preview(communityID, input),
    queryFn: () => previewPost(communityID, JSON.parse(input)),
    enabled: !!communityID,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    body: body === undefined ? '' : query.isPending ? null : (query.data?.body ?? ''),
    reach: query.data ?? null,
    error: query.error,
  };
}
