/**
 * Draws the 1200x630 sharing card (Open Graph and Twitter) in the brand colours and writes
 * public/og-image.png. Run `npx tsx scripts/og-image.ts` after changing the drawing; the PNG is
 * committed so builds need no image tooling.
 */
import path from 'node:path';
import sharp from 'sharp';
import { company } from '../src/content/company';

const W = 1200;
const H = 630;

/** A row of towers on the horizon (our own shapes, as in the hero illustration's spirit). */
function skyline(baseY: number): string {
  const towers: [number, number, number][] = [
    [620, 70, 120],
    [700, 48, 190],
    [756, 60, 140],
    [826, 34, 260],
    [870, 70, 170],
    [950, 44, 220],
    [1004, 80, 130],
    [1094, 50, 180],
    [1150, 60, 110],
  ];
  const blocks = towers
    .map(([x, w, h]) => `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" rx="4"/>`)
    .join('');
  // A needle tower with a spire.
  const spire = `<path d="M900 ${baseY}V${baseY - 300}L912 ${baseY - 340}L915 ${baseY - 420}L918 ${baseY - 340}L930 ${baseY - 300}V${baseY}Z"/>`;
  return `<g fill="#0f5c55" opacity="0.9">${blocks}${spire}</g>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#052422"/>
      <stop offset="1" stop-color="#0d4a45"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="980" cy="170" r="92" fill="#ebc070"/>
  <circle cx="980" cy="170" r="64" fill="#f3d9a6"/>
  ${skyline(470)}
  <rect y="470" width="${W}" height="${H - 470}" fill="#0b3d39"/>
  <path d="M560 ${H}C700 560 860 510 ${W} 492" stroke="#ecf8f6" stroke-width="34" fill="none" stroke-linecap="round"/>
  <path d="M560 ${H}C700 560 860 510 ${W} 492" stroke="#0b3d39" stroke-width="4" stroke-dasharray="22 18" fill="none"/>
  <g transform="translate(80 96)">
    <rect width="112" height="112" rx="30" fill="#0f5c55" stroke="#3aa597" stroke-width="3"/>
    <circle cx="76" cy="36" r="14" fill="#ebc070"/>
    <path d="M25 92c11-20 25-28 42-34" stroke="#ecf8f6" stroke-width="11" stroke-linecap="round" fill="none"/>
  </g>
  <text x="80" y="330" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="112" font-weight="700" fill="#ffffff">${company.name}</text>
  <text x="80" y="398" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d0eee9">Rides, delivery and tourism</text>
  <text x="80" y="444" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d0eee9">across the UAE</text>
  <text x="80" y="570" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ebc070">Safe rides · Fair rewards</text>
</svg>`;

const out = path.join('public', 'og-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
process.stdout.write(`wrote ${out} (${String(W)}x${String(H)})\n`);
