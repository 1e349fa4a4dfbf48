import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG from `uqr`'s module matrix: one path, dark on white (scanners need the
 * contrast in both themes), with a quiet zone.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    let path = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${String(x)} ${String(y)}h1v1h-1z`;
      });
    });
    return { size: data.length, d: path };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
