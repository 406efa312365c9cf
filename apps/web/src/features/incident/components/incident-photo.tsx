import { Image, Skeleton } from 'antd';
import { useIncidentPhoto } from '../api/incident';

/** One private photo through its short-lived signed link. */
export function IncidentPhoto({ incidentID, photoID }: { incidentID: string; photoID: string }) {
  const url = useIncidentPhoto(incidentID, photoID);
  if (!url.data) return <Skeleton.Image active />;
  return <Image src={url.data} width={120} height={120} style={{ objectFit: 'cover' }} alt="" />;
}
