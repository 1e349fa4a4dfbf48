import { useMemo } from 'react';
import { Download } from 'lucide-react';
import { encode } from 'uqr';
import { Button } from '@/components/ui/button';

/** Pixels per module of the PNG: about 1,000 px across, sharp when printed on a card. */
const PNG_TARGET = 1000;

/** The dark modules as one SVG path, one unit square each. */
function modulesPath(data: boolean[][]): string {
  return data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${String(x)} ${String(y)}h1v1h-1z` : '')))
    .join('');
}

function downloadPng(data: boolean[][], fileName: string) {
  const scale = Math.ceil(PNG_TARGET / data.length);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = data.length * scale;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) g.fillRect(x * scale, y * scale, scale, scale);
    });
  });
  canvas.toBlob((blob) => {
    if (!blob) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = fileName;
    a.click();
    setTimeout(() => {
      URL.revokeObjectURL(a.href);
    }, 1000);
  }, 'image/png');
}

/** A QR code of `value`, black on white in both themes (scanners need it), and its PNG. */
export function QrCode({
  value,
  label,
  downloadLabel,
  fileName,
}: {
  value: string;
  label: string;
  downloadLabel: string;
  fileName: string;
}) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  const size = String(qr.size);
  return (
    <div className="flex flex-col items-center gap-3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-52 rounded-lg bg-white"
      >
        <path d={modulesPath(qr.data)} fill="#000000" />
      </svg>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          downloadPng(qr.data, fileName);
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {downloadLabel}
      </Button>
    </div>
  );
}
