import { useMemo } from 'react';
import { qrPath } from '../qr';

/** A QR code of `text`, black on white, `pixels` wide. */
export function QrCode({ text, label, pixels = 224 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
