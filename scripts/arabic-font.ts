/**
 * The Arabic pages' typeface (issue 15): Vazirmatn, one variable file (weights 400-700) cut at
 * build time from the `vazirmatn` package with `subset-font` (HarfBuzz's subsetter, which keeps
 * the shaping tables, so letters still join and marks still sit right).
 *
 * Why one file: an Arabic page used to fetch Inter for its Latin and digits plus two weights of
 * IBM Plex Sans Arabic, three font files on three new connections before the first paint, which
 * kept Lighthouse's LCP on /ar at 1.74 s. Vazirmatn draws Arabic and Latin (its Latin is
 * Roboto-like) in one variable font, so an Arabic page now needs one 43 KB file, as an English
 * page needs one Inter file.
 *
 * Two faces share the family: `core` holds every character the Arabic catalogues and pages use
 * (a test keeps the catalogues inside it) and is what a page downloads; `extended` holds the rest
 * of the Arabic and Latin letters the font has (Persian and Urdu letters, accented Latin in a
 * member's name), fetched only when such a character is on screen. Their ranges never overlap, so
 * a browser never fetches both for the same text. src/fonts.css declares the faces with these
 * exact `unicode-range`s (scripts/arabic-font.test.ts compares them).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Inclusive code point ranges. */
export type Ranges = readonly (readonly [number, number])[];

/** The family name the CSS uses for the faces. */
export const ARABIC_FAMILY = 'Vazirmatn';

/** The weights kept from the variable font: 400 for text, 700 for headings, all between. */
export const ARABIC_WEIGHTS = { min: 400, max: 700 } as const;

export const CORE: Ranges = [
  [0x0020, 0x007e], // ASCII: digits, amounts, e-mails, acronyms
  [0x00a0, 0x00bf], // no-break space, ©, «, », ·
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061c, 0x061c], // Arabic letter mark, which Intl puts into Arabic numbers
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // the letters
  [0x0640, 0x0652], // tatweel, the letters after it, harakat
  [0x0660, 0x066d], // Arabic-Indic digits and their signs
  [0x0670, 0x0670],
  [0x067e, 0x067e], // pe, che, zhe, keheh, gaf, Farsi yeh: common in names in the UAE
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x200b, 0x200f], // zero-width space, joiners and direction marks
  [0x2010, 0x2014], // hyphens and dashes
  [0x2018, 0x201d], // quotation marks
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x2060, 0x2060], // word joiner
  [0x2066, 0x2069], // direction isolates
  [0x2212, 0x2212], // minus sign
  [0xfeff, 0xfeff], // zero-width no-break space
];

/** Everything else the extended face may draw: the rest of Arabic and of Latin-1 to Latin Extended-B. */
const EXTENDED_SPAN: Ranges = [
  [0x00c0, 0x024f],
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

export const EXTENDED: Ranges = subtract(EXTENDED_SPAN, CORE);

export function inRanges(codePoint: number, ranges: Ranges): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The ranges minus the holes, as sorted, merged ranges. */
function subtract(ranges: Ranges, holes: Ranges): Ranges {
  const points: number[] = [];
  for (const [from, to] of ranges)
    for (let cp = from; cp <= to; cp++) if (!inRanges(cp, holes)) points.push(cp);
  return toRanges(points);
}

function toRanges(codePoints: number[]): Ranges {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const cp of sorted) {
    const last = out.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else out.push([cp, cp]);
  }
  return out;
}

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** The same code points as sorted ranges, neighbours merged. */
const merged = (ranges: Ranges): Ranges => subtract(ranges, []);

/** A CSS `unicode-range` value for the ranges. */
export function unicodeRange(ranges: Ranges): string {
  return merged(ranges)
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

function textOf(ranges: Ranges): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let cp = from; cp <= to; cp++) text += String.fromCodePoint(cp);
  return text;
}

/** The variable Vazirmatn file in the npm package. */
export function sourceFontPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('vazirmatn/package.json');
  return path.join(path.dirname(pkg), 'fonts', 'webfonts', 'Vazirmatn[wght].woff2');
}

/** Cuts one face out of the variable font: woff2 for the browser, sfnt for inspection in tests. */
export async function subsetArabicFont(
  ranges: Ranges,
  targetFormat: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  const source = await readFile(sourceFontPath());
  return subsetFont(source, textOf(ranges), {
    targetFormat,
    variationAxes: { wght: ARABIC_WEIGHTS },
  });
}
