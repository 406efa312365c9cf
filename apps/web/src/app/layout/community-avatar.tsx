import { Avatar } from 'antd';

/** A community's picture, or its first letter when it has none. */
export function CommunityAvatar({
  name,
  imageUrl,
  size = 32,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar size={size} src={imageUrl || undefined} alt="" style={{ background: '#00796b', flex: 'none' }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
