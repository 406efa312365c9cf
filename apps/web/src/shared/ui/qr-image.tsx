import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code as an SVG image: crisp on screen and at any print resolution (parcel slips, coupon
 * sheets), scanned back at a desk. `data-qr` holds the text, so a test reads what was drawn.
 */
export function QrImage({
  text,
  size,
  label,
  className,
}: {
  text: string;
  size: number;
  label: string;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} width={size} height={size} alt={label} className={className} data-qr={text} />
  ) : (
    <span style={{ width: size, height: size, display: 'inline-block' }} />
  );
}
