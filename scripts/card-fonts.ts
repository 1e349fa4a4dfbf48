/**
 * The fonts the server draws sharing cards with (server/src/modules/referrals/card-text.ts):
 * Inter Bold for Latin and Vazirmatn Bold for Arabic, cut from the packages we already use for
 * the site and committed, so the server needs no font package and no system fonts at run time
 * (DECISIONS 50: servers may have none, Arabic least of all). HarfBuzz reads TrueType, not the
 * WOFF2 the site ships, and Inter's variable weight is pinned at 700.
 * Run `npx tsx scripts/card-fonts.ts` after changing the ranges below.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT = path.join('server', 'src', 'modules', 'referrals', 'fonts');

/** Every character of the ranges, as the subsetter's text. */
const chars = (ranges: [number, number][]) =>
  ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join('');

// Names in Latin letters, accented ones included (Latin-1, Extended-A and B, Vietnamese).
const LATIN: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x1e00, 0x1eff],
  [0x2010, 0x2027],
];
// Arabic, Persian and Urdu letters, and the Latin a card's Arabic line may hold.
const ARABIC: [number, number][] = [
  [0x20, 0x7e],
  [0x600, 0x6ff],
  [0x750, 0x77f],
  [0x200c, 0x200f],
];

async function cut(
  source: string,
  ranges: [number, number][],
  out: string,
  axes?: Record<string, number>,
) {
  const font = await readFile(require.resolve(source));
  const ttf = await subsetFont(font, chars(ranges), {
    targetFormat: 'sfnt',
    ...(axes ? { variationAxes: axes } : {}),
    noHinting: true,
  });
  await writeFile(path.join(OUT, out), ttf);
  process.stdout.write(`wrote ${out} (${String(ttf.length)} bytes)\n`);
}

await cut(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  LATIN.slice(0, 2),
  'inter-bold-latin.ttf',
  { wght: 700 },
);
await cut(
  '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  LATIN,
  'inter-bold-latin-ext.ttf',
  { wght: 700 },
);
await cut('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf', ARABIC, 'vazirmatn-bold.ttf');
