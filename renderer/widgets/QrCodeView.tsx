import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrAddressOf } from '../../contract/layout/widgets.ts';
import { colourOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

/** Modules of margin around the code: scanners need a quiet zone. */
const QUIET_ZONE = 4;

/**
 * A QR code of an http(s) address, as one SVG path scaled to its box without blur: dark on light
 * (`color` on `background`, black on white by default; scanners need the contrast).
 */
export function QrCodeView({ config }: { config: Config }) {
  const address = qrAddressOf(config.url);
  const drawing = useMemo(() => {
    if (address === null) return null;
    const qr = encode(address, { ecc: 'M', border: 0 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { size: qr.size + 2 * QUIET_ZONE, d };
  }, [address]);
  if (drawing === null) {
    return (
      <div data-widget="qrcode" style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%', minWidth: 160, minHeight: 160, background: '#fff', color: '#111', font: '600 20px/1.2 Inter, sans-serif', textAlign: 'center', padding: 8, boxSizing: 'border-box' }}>
        Set a web address (https://…)
      </div>
    );
  }
  return (
    <svg
      data-widget="qrcode"
      role="img"
      aria-label={`QR code: ${address}`}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', width: '100%', height: '100%', minWidth: 160, minHeight: 160 }}
    >
      <rect width={drawing.size} height={drawing.size} fill={colourOf(config.background) ?? '#fff'} />
      <path d={drawing.d} fill={colourOf(config.color) ?? '#000'} />
    </svg>
  );
}
