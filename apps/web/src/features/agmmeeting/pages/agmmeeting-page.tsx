import { useSearchParams } from 'react-router';
import { useLiveAgmmeeting } from '../api/use-live-agmmeeting';
import { MeetingList } from '../components/meeting-list';
import { MeetingWorkspace } from '../components/meeting-workspace';
import { PresentView } from '../components/present-view';
import '../agmmeeting.css';

/**
 * /dashboard/agmmeeting, one route with three views by its query: the meeting cards; a meeting's
 * workspace (`?meeting=`); the projector (`?view=present&meeting=`). Links between them keep
 * the browser's back button meaningful, and a projector URL can be opened on the room's PC.
 */
export function AgmmeetingPage() {
  const [params] = useSearchParams();
  useLiveAgmmeeting();
  const meetingID = params.get('meeting');
  if (meetingID && params.get('view') === 'present') return <PresentView meetingID={meetingID} />;
  if (meetingID) return <MeetingWorkspace meetingID={meetingID} />;
  return <MeetingList />;
}
