import { QrCodeSvg } from '../../../renderer/QrCodeSvg.tsx';

/** The otpauth:// address as a QR code for an authenticator app, dark on white in either theme. */
export function TotpQrCode({ value }: { value: string }) {
  return (
    <QrCodeSvg
      value={value}
      label="QR code for your authenticator app"
      style={{ display: 'block', width: '100%', maxWidth: 200, height: 'auto' }}
    />
  );
}
