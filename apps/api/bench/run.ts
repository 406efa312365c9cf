import { announcementBench } from './announcement-bench';
import { directoryBench } from './directory-bench';
import { parcelBench } from './parcel-bench';
import { realtimeBench } from './realtime-bench';
import { sessionBench } from './session-bench';

/** `npm run bench`: prints figures, asserts nothing. */
await sessionBench();
await realtimeBench();
await announcementBench();
await directoryBench();
await parcelBench();
