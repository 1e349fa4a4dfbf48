/**
 * The home-screen icons of the web app manifest (issue 31): Rihla's mark as PNGs at the sizes
 * Chrome (192, 512, and a maskable 512 whose mark sits inside the safe circle) and Safari
 * (180, apple-touch-icon) ask for. Run `npx tsx scripts/app-icons.ts` after changing the mark;
 * the PNGs are committed so builds need no image tooling.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join('public', 'icons');

/** The favicon's mark (public/favicon.svg) on a 40-unit grid, at `scale` with `pad` around it. */
function markSvg(size: number, inset: number, rounded: boolean): string {
  const scale = (size - 2 * inset) / 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 ${String(size)} ${String(size)}">
  <rect width="${String(size)}" height="${String(size)}" rx="${rounded ? String(size * 0.22) : '0'}" fill="#0f5c55"/>
  <g transform="translate(${String(inset)} ${String(inset)}) scale(${String(scale)})">
    <circle cx="27" cy="13" r="5" fill="#ebc070"/>
    <path d="M9 33c4-7 9-10 15-12" stroke="#ecf8f6" stroke-width="4" stroke-linecap="round" fill="none"/>
  </g>
</svg>`;
}

const icons: { file: string; size: number; inset: number; rounded: boolean }[] = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  // Maskable: full bleed, the mark inside the central 80% circle every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, inset: 80, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, inset: 18, rounded: false },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, inset, rounded } of icons) {
  await sharp(Buffer.from(markSvg(size, inset, rounded)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, file));
  process.stdout.write(`wrote ${path.join(OUT, file)}\n`);
}
