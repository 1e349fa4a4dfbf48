/**
 * One KYC image with zoom and rotate. The picture comes only from `/api/ops` (the cookie goes
 * with it; the answer is `no-store`), and each load is one audited view, so it is fetched once
 * and zoom and rotate only transform what is already on screen.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { opsDownloads } from '../api';
import { opsMessages } from '../messages';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

export function KycImageViewer({ submissionId, kind }: { submissionId: string; kind: string }) {
  const t = useT(opsMessages);
  const [zoom, setZoom] = useState(2);
  const [turn, setTurn] = useState(0);
  const label = t('imageKind', { kind });
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <figure className="flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-3 shadow-card">
      <figcaption className="font-semibold">{label}</figcaption>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
        <Button
          size="sm"
          variant="secondary"
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
        >
          {t('zoomOut')}
        </Button>
        <span className="min-w-12 text-center text-sm" aria-live="polite" dir="ltr">
          {t('zoomLevel', { n: Math.round(scale * 100) })}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        >
          {t('zoomIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setTurn((r) => (r + 90) % 360)}>
          {t('rotate')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setZoom(2);
            setTurn(0);
          }}
        >
          {t('resetView')}
        </Button>
      </div>
      <div
        className="h-72 overflow-auto rounded-lg bg-surface-alt p-2 sm:h-96"
        // The frame scrolls when zoomed in; it takes focus so a keyboard can scroll it too (axe's
        // scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <img
          src={opsDownloads.kycImage(submissionId, kind)}
          alt={label}
          className="mx-auto block max-w-none transition-transform"
          // Zoom sets the width (so the frame can scroll to every edge); rotation turns it.
          style={{ width: `${String(scale * 100)}%`, transform: `rotate(${String(turn)}deg)` }}
          data-rotation={turn}
          data-zoom={scale}
        />
      </div>
    </figure>
  );
}
