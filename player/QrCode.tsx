import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** What the code holds (the portal's /link address). */
  value: string;
  /** Names the image for assistive technology. */
  label: string;
}

/** Modules of white margin around the code: scanners need a quiet zone. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path, dark on white whatever the screen's colours (phones read that best),
 * scaled by CSS to any size without blur.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { size: qr.size + 2 * QUIET_ZONE, path: d };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" style={{ display: 'block', width: '100%', height: 'auto' }}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
