/**
 * Text for the sharing card, drawn as SVG paths (DECISIONS 50): HarfBuzz shapes each run in the
 * first of our bundled fonts that has its letters (Arabic joins, marks sit right) and gives the
 * glyph outlines, so the PNG looks the same on a server without any fonts installed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

const FONT_FILES = ['inter-bold-latin.ttf', 'inter-bold-latin-ext.ttf', 'vazirmatn-bold.ttf'];

interface Shaper {
  hb: HarfBuzz;
  fonts: { font: HbFont; upem: number }[];
}

let shaper: Promise<Shaper> | undefined;

/** HarfBuzz and the fonts, loaded once, on the first card (its WebAssembly is not small). */
function loadShaper(): Promise<Shaper> {
  shaper ??= import('harfbuzzjs').then((hb) => ({
    hb,
    fonts: FONT_FILES.map((file) => {
      const data = readFileSync(fileURLToPath(new URL(`./fonts/${file}`, import.meta.url)));
      const face = new hb.Face(new hb.Blob(data));
      return { font: new hb.Font(face), upem: face.upem };
    }),
  }));
  return shaper;
}

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG_CHAR = /[\p{L}]/u;

/** Right to left when the first letter is Hebrew or Arabic script. */
export function isRtl(text: string): boolean {
  const first = STRONG_CHAR.exec(text)?.[0];
  return first !== undefined && RTL_CHAR.test(first);
}

export interface DrawnLine {
  /** SVG path data with its own origin at the baseline's start, y down. */
  d: string;
  width: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Splits text into runs each drawable by one font; a space or mark stays with its run. A
 * right-to-left line tries Vazirmatn first (it has Latin too), so its neutrals stay in its runs.
 */
function runs(text: string, fonts: Shaper['fonts'], rtl: boolean) {
  const order = fonts.map((_, i) => i);
  if (rtl) order.unshift(order.pop() ?? 0);
  const out: { text: string; font: number }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const joins = /[\s\p{M}\u200c-\u200f]/u.test(ch) && out.length > 0;
    const index = joins
      ? (out.at(-1)?.font ?? 0)
      : order.find((i) => fonts[i]?.font.nominalGlyph(cp) !== undefined);
    if (index === undefined) return null;
    const last = out.at(-1);
    if (last?.font === index) last.text += ch;
    else out.push({ text: ch, font: index });
  }
  return out;
}

/**
 * One line at `size` px: the outlines of every glyph placed along the baseline, in visual order
 * (runs of a right-to-left line run from the right). Null when a letter is in none of our fonts.
 */
export async function drawLine(text: string, size: number): Promise<DrawnLine | null> {
  const { hb, fonts } = await loadShaper();
  const rtl = isRtl(text);
  const parts = runs(text.normalize('NFC'), fonts, rtl);
  if (!parts) return null;
  const shaped = parts.flatMap((part) => {
    const face = fonts[part.font];
    if (!face) return [];
    const { font, upem } = face;
    const buffer = new hb.Buffer();
    buffer.addText(part.text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const scale = size / upem;
    const glyphs = buffer.getGlyphInfosAndPositions();
    const width = glyphs.reduce((w, g) => w + (g.xAdvance ?? 0) * scale, 0);
    return [{ font, scale, glyphs, width }];
  });
  const ordered = rtl ? [...shaped].reverse() : shaped;
  const paths: string[] = [];
  let x = 0;
  for (const { font, scale, glyphs } of ordered) {
    for (const g of glyphs) {
      const gx = x + (g.xOffset ?? 0) * scale;
      const gy = -(g.yOffset ?? 0) * scale;
      const outline = font.glyphToJson(g.codepoint);
      if (outline.length) paths.push(toPath(outline, gx, gy, scale));
      x += (g.xAdvance ?? 0) * scale;
    }
  }
  return { d: paths.join(''), width: round(x) };
}

/** Font units (y up) to card pixels (y down), placed at (ox, oy). */
function toPath(commands: { type: string; values: number[] }[], ox: number, oy: number, s: number) {
  return commands
    .map(({ type, values }) => {
      const pts = values.map((v, i) => round(i % 2 === 0 ? ox + v * s : oy - v * s));
      return `${type}${pts.join(' ')}`;
    })
    .join('');
}
