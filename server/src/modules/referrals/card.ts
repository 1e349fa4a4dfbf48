/**
 * The sharing card of a referral link (DECISIONS 50): 1200x630, the brand's evening sky over
 * the city, the sponsor's name and the invitation drawn as paths (card-text.ts), a PNG under
 * 100 KB. Kept in memory by sponsor, language and name, so a burst of previews draws it once.
 */
import sharp from 'sharp';
import { CARD_SIZE } from '../../../../contract/referrals';
import type { Language } from '../../../../contract/language';
import { drawLine, type DrawnLine } from './card-text';

const { width: W, height: H } = CARD_SIZE;
const MARGIN = 80;
const TEXT_WIDTH = 700;

/** A row of towers and a needle tower on the horizon, as on the site's own card. */
function skyline(baseY: number): string {
  const towers: [number, number, number][] = [
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
  const spire = `<path d="M900 ${baseY}V${baseY - 300}L912 ${baseY - 340}L915 ${baseY - 420}L918 ${baseY - 340}L930 ${baseY - 300}V${baseY}Z"/>`;
  return `<g fill="#0f5c55" opacity="0.85">${blocks}${spire}</g>`;
}

const scenery = `<rect width="${W}" height="${H}" fill="#062b28"/>
  <circle cx="1010" cy="150" r="84" fill="#ebc070"/>
  <circle cx="1010" cy="150" r="58" fill="#f3d9a6"/>
  ${skyline(480)}
  <rect y="480" width="${W}" height="${H - 480}" fill="#0b3d39"/>
  <path d="M620 ${H}C740 570 880 520 ${W} 500" stroke="#ecf8f6" stroke-width="30" fill="none" stroke-linecap="round"/>`;

const mark = `<rect width="96" height="96" rx="26" fill="#0f5c55" stroke="#3aa597" stroke-width="3"/>
  <circle cx="65" cy="31" r="12" fill="#ebc070"/>
  <path d="M22 79c9-17 21-24 36-29" stroke="#ecf8f6" stroke-width="10" stroke-linecap="round" fill="none"/>`;

/** The largest size up to `size` at which the line fits `max` pixels. */
async function fitted(text: string, size: number, max: number): Promise<DrawnLine | null> {
  const line = await drawLine(text, size);
  if (!line || line.width <= max) return line;
  return drawLine(text, Math.max(24, Math.floor((size * max) / line.width)));
}

export interface CardText {
  name: string;
  invites: string;
  strap: string;
  language: Language;
}

/** The card's SVG; null when a letter of the name is in none of our fonts. */
export async function cardSvg({
  name,
  invites,
  strap,
  language,
}: CardText): Promise<string | null> {
  const lines = await Promise.all([
    fitted(name, 88, TEXT_WIDTH),
    fitted(invites, 48, TEXT_WIDTH),
    fitted(strap, 30, TEXT_WIDTH),
  ]);
  const [nameLine, invitesLine, strapLine] = lines;
  if (!nameLine || !invitesLine || !strapLine) return null;
  const rtl = language === 'ar';
  // Arabic reads from the right: the text hangs from the right margin and the scenery mirrors.
  const at = (line: DrawnLine) => (rtl ? W - MARGIN - line.width : MARGIN);
  const text = (line: DrawnLine, y: number, fill: string) =>
    `<path transform="translate(${String(at(line))} ${String(y)})" fill="${fill}" d="${line.d}"/>`;
  const markX = rtl ? W - MARGIN - 96 : MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(W)}" height="${String(H)}" viewBox="0 0 ${String(W)} ${String(H)}">
  <g${rtl ? ` transform="translate(${String(W)} 0) scale(-1 1)"` : ''}>${scenery}</g>
  <g transform="translate(${String(markX)} 80)">${mark}</g>
  ${text(nameLine, 300, '#ffffff')}
  ${text(invitesLine, 380, '#d0eee9')}
  ${text(strapLine, 570, '#ebc070')}
</svg>`;
}

export async function cardPng(text: CardText): Promise<Buffer | null> {
  const svg = await cardSvg(text);
  if (!svg) return null;
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .toBuffer();
}
