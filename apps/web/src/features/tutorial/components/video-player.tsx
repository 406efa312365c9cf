import type { TutorialDetail } from '@cc/contracts/tutorial';
import { useEffect, useRef } from 'react';
import { useReportProgress } from '../api/tutorial';

/** How often, at most, a playing video reports how far it got (and always on pause and end). */
const REPORT_EVERY_MS = 5_000;

/**
 * A tutorial video: an uploaded MP4 in the browser's own player (the file route answers its
 * range requests, so it starts at once and seeks), or YouTube's no-cookie embed. The MP4 reports
 * the viewer's progress as the resident app does; a YouTube embed cannot tell us, so opening it
 * counts as started.
 */
export function VideoPlayer({ item, title }: { item: TutorialDetail; title: string }) {
  const report = useReportProgress();
  const sent = useRef({ at: 0, percent: -1 });
  const { mutate } = report;
  const itemID = item.itemID;

  useEffect(() => {
    if (item.youtubeID) mutate({ itemID, percent: 1, positionSeconds: 0 });
  }, [item.youtubeID, itemID, mutate]);

  if (item.youtubeID)
    return (
      <div className="tutorial-video tutorial-video--embed">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${item.youtubeID}?rel=0`}
          title={title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );

  const send = (v: HTMLVideoElement, force: boolean) => {
    const duration = Number.isFinite(v.duration) && v.duration > 0 ? v.duration : null;
    const percent = v.ended
      ? 100
      : duration
        ? Math.min(100, Math.floor((v.currentTime / duration) * 100))
        : 1;
    const now = Date.now();
    if (!force && now - sent.current.at < REPORT_EVERY_MS) return;
    if (percent === sent.current.percent && !v.ended) return;
    sent.current = { at: now, percent };
    mutate({ itemID, percent: Math.max(percent, 1), positionSeconds: Math.floor(v.currentTime) });
  };

  return (
    <div className="tutorial-video">
      {/* biome-ignore lint/a11y/useMediaCaption: staff's own how-to clips come without caption files */}
      <video
        controls
        preload="metadata"
        src={item.fileUrl ?? undefined}
        aria-label={title}
        data-testid="tutorial-video"
        onPlay={(e) => send(e.currentTarget, true)}
        onTimeUpdate={(e) => send(e.currentTarget, false)}
        onPause={(e) => send(e.currentTarget, true)}
        onEnded={(e) => send(e.currentTarget, true)}
      />
    </div>
  );
}
