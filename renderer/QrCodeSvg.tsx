import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { encode } from 'uqr';

/** Modules of margin around the code: scanners need a quiet zone. */
const QUIET_ZONE = 4;

export interface QrCodeSvgProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'role' | 'viewBox' | 'children' | 'color'> {
  /** What the code holds. */
  value: string;
  /** Names the image for assistive technology. */
  label: string;
  /** The light squares and the margin; white unless said. */
  background?: string;
  /** The dark squares; black unless said (scanners need the contrast). */
  color?: string;
}

/**
 * A QR code as one SVG path, scaled by CSS to any size without blur. The one drawing of the QR code
 * widget, the player's pairing code and the portal's two-factor code: dark on white by default
 * whatever the screen's colours (phones read that best).
 */
export function QrCodeSvg({ value, label, background = '#fff', color = '#000', ...rest }: QrCodeSvgProps) {
  const { size, d } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 0 });
    let path = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { size: qr.size + 2 * QUIET_ZONE, d: path };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" {...rest}>
      <rect width={size} height={size} fill={background} />
      <path d={d} fill={color} />
    </svg>
  );
}
