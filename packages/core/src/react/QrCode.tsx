'use client';

import { createLazyModule, useLazyModule } from './lazyModule';

/** qrcode.react loads on demand, with the dialog that shows it. */
export const qrModule = createLazyModule(() => import('qrcode.react'));

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** Text the code encodes. */
  value: string;
  /** Size in CSS pixels. @default 168 */
  size?: number;
  /** Accessible name of the code. */
  title: string;
}

/** A QR code; a same-sized placeholder is shown for the moment its code is loading (no layout shift). */
export function QrCode({ value, size = 168, title }: QrCodeProps) {
  const module = useLazyModule(qrModule, { needed: true });
  if (!module)
    return (
      <span
        className="gc-qr-placeholder"
        role="img"
        aria-label={title}
        style={{ display: 'block', width: size, height: size }}
      />
    );
  return <module.QRCodeSVG value={value} size={size} marginSize={2} title={title} />;
}
