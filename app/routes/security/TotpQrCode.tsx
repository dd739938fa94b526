import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of white margin around the code: scanners need a quiet zone. */
const QUIET_ZONE = 4;

/**
 * The otpauth:// address as a QR code for an authenticator app: one SVG path, dark on white in
 * either theme (phones read that best). The player draws its pairing code the same way
 * (player/QrCode.tsx); app/ may not import player/, and the few lines are not worth a shared home.
 */
export function TotpQrCode({ value }: { value: string }) {
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
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', width: '100%', maxWidth: 200, height: 'auto' }}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
