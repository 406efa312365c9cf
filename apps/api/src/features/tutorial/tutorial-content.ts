import type { TutorialKind } from '@cc/contracts/tutorial';
import { badRequest } from './refusals';
import { isEmptyGuide } from './sanitize-guide';

/**
 * What each kind holds, for the API and the operator's CLI alike: a video exactly one source
 * (YouTube or an MP4), a guide a text that is not empty once sanitised, a PR file an upload;
 * and nothing of another kind's.
 */
export function checkContent(
  kind: TutorialKind,
  c: { youtube?: string | undefined; fileKey?: string | undefined; body?: string | undefined },
) {
  if (kind !== 'VIDEO' && c.youtube) throw badRequest('TUTORIAL_WRONG_SOURCE');
  if (kind === 'VIDEO' && c.body?.trim()) throw badRequest('TUTORIAL_WRONG_SOURCE');
  if (kind === 'GUIDE' && c.fileKey) throw badRequest('TUTORIAL_WRONG_SOURCE');
  const ok =
    kind === 'VIDEO'
      ? !!c.youtube !== !!c.fileKey
      : kind === 'GUIDE'
        ? !!c.body && !isEmptyGuide(c.body)
        : !!c.fileKey;
  if (!ok) throw badRequest('TUTORIAL_CONTENT_MISSING');
}
