import { Image } from 'antd';

/** Signed photo URLs as thumbnails that open large. */
export function Photos({ photos, alt }: { photos: { photoID: string; url: string }[]; alt: string }) {
  if (!photos.length) return null;
  return (
    <div className="rp-photos" data-testid="photos">
      <Image.PreviewGroup>
        {photos.map((p, i) => (
          <Image key={p.photoID} src={p.url} width={88} height={88} alt={`${alt} ${i + 1}`} />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
