import { qrAddressOf } from '../../contract/layout/widgets.ts';
import { QrCodeSvg } from '../QrCodeSvg.tsx';
import { colourOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

/**
 * A QR code of an http(s) address, as one SVG path scaled to its box without blur: dark on light
 * (`color` on `background`, black on white by default; scanners need the contrast).
 */
export function QrCodeView({ config }: { config: Config }) {
  const address = qrAddressOf(config.url);
  if (address === null) {
    return (
      <div data-widget="qrcode" style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%', minWidth: 160, minHeight: 160, background: '#fff', color: '#111', font: '600 20px/1.2 Inter, sans-serif', textAlign: 'center', padding: 8, boxSizing: 'border-box' }}>
        Set a web address (https://…)
      </div>
    );
  }
  return (
    <QrCodeSvg
      data-widget="qrcode"
      value={address}
      label={`QR code: ${address}`}
      background={colourOf(config.background) ?? '#fff'}
      color={colourOf(config.color) ?? '#000'}
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', width: '100%', height: '100%', minWidth: 160, minHeight: 160 }}
    />
  );
}
