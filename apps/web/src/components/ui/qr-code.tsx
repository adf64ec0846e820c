import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

type QrCodeProps = {
  value: string;
  /** The drawn size in CSS pixels. */
  size?: number;
  /** Read out by screen readers; the value itself is shown beside the code. */
  label: string;
};

/** A QR code drawn as one SVG path (medium error correction, a 4-module quiet zone). */
export function QrCode({ value, size = 168, label }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, modules: count + 8 };
  }, [value]);

  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
