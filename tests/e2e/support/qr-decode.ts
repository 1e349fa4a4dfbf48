/**
 * A small QR code reader for the tests (issue 31): it reads a module grid (true = dark, quiet
 * zone included) as drawn on the page, and returns the text. Versions 1-10, numeric,
 * alphanumeric and byte segments; it trusts the grid (no error correction), which is what a
 * test of our own drawing needs: any wrong module shows up as a wrong or unreadable text.
 */
type Level = 'L' | 'M' | 'Q' | 'H';
const FORMAT_BITS: Record<Level, number> = { L: 1, M: 0, Q: 3, H: 2 };
// ISO/IEC 18004 table 9, versions 1-10: error correction codewords per block, and blocks.
const ECC_PER_BLOCK: Record<Level, number[]> = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};
const BLOCKS: Record<Level, number[]> = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};
const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

function formatWord(level: Level, mask: number): number {
  const data = (FORMAT_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The grid without its quiet zone: the rows and columns between the first and last dark ones. */
function trim(grid: boolean[][]): boolean[][] {
  const rows = grid.map((r, y) => (r.some(Boolean) ? y : -1)).filter((y) => y >= 0);
  const cols = grid[0]!.map((_, x) => (grid.some((r) => r[x]) ? x : -1)).filter((x) => x >= 0);
  const [top, left] = [rows[0]!, cols[0]!];
  const size = rows.at(-1)! - top + 1;
  return grid.slice(top, top + size).map((r) => r.slice(left, left + size));
}

export function decodeQr(grid: boolean[][]): string {
  const m = trim(grid);
  const size = m.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`size ${size}`);
  const at = (x: number, y: number) => m[y]![x]!;

  // Format: the copy beside the top-left finder, matched against the 32 possible words.
  let format = 0;
  const spots: [number, number][] = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => [8, y]);
  spots.push([7, 8], ...[5, 4, 3, 2, 1, 0].map((x): [number, number] => [x, 8]));
  spots.forEach(([x, y], i) => (format |= (at(x, y) ? 1 : 0) << i));
  const levels = Object.keys(FORMAT_BITS) as Level[];
  const found = levels
    .flatMap((level) => MASKS.map((_, mask) => ({ level, mask })))
    .find(({ level, mask }) => formatWord(level, mask) === format);
  if (!found) throw new Error('no format information');

  // Function modules: finders with separators and format areas, timing, alignment, version.
  const fn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) fn[y]![x] = true;
  };
  mark(0, 0, 9, 9);
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
    const pos = [6];
    for (let p = size - 7; pos.length < count; p -= step) pos.splice(1, 0, p);
    for (const ay of pos)
      for (const ax of pos)
        if (!(
          (ax === 6 && ay === 6) ||
          (ax === 6 && ay === size - 7) ||
          (ax === size - 7 && ay === 6)
        ))
          mark(ax - 2, ay - 2, 5, 5);
  }
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }

  // Codewords in the zigzag, unmasked.
  const bits: number[] = [];
  const masked = MASKS[found.mask]!;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let v = 0; v < size; v++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - v : v;
        if (!fn[y]![x]) bits.push(at(x, y) !== masked(x, y) ? 1 : 0);
      }
    }
  }
  const raw = Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((b, bit) => (b << 1) | bit, 0),
  );

  // Blocks, de-interleaved: short blocks first, each data then error correction.
  const ecc = ECC_PER_BLOCK[found.level][version - 1]!;
  const blocks = BLOCKS[found.level][version - 1]!;
  const shortLen = Math.floor(raw.length / blocks);
  const shortCount = blocks - (raw.length % blocks);
  const data: number[][] = Array.from({ length: blocks }, () => []);
  let k = 0;
  for (let i = 0; i <= shortLen - ecc; i++)
    for (let b = 0; b < blocks; b++)
      if (i < shortLen - ecc || b >= shortCount) data[b]!.push(raw[k++]!);
  const stream = data
    .flat()
    .flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >> i) & 1));

  // Segments.
  let p = 0;
  const read = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++) v = (v << 1) | (stream[p++] ?? 0);
    return v;
  };
  const bytes: number[] = [];
  let text = '';
  for (;;) {
    const mode = p + 4 <= stream.length ? read(4) : 0;
    if (mode === 0) break;
    if (mode === 4) {
      for (let n = read(version < 10 ? 8 : 16); n > 0; n--) bytes.push(read(8));
      text += new TextDecoder().decode(new Uint8Array(bytes.splice(0)));
    } else if (mode === 2) {
      let n = read(version < 10 ? 9 : 11);
      for (; n >= 2; n -= 2) {
        const v = read(11);
        text += ALNUM[Math.floor(v / 45)]! + ALNUM[v % 45]!;
      }
      if (n === 1) text += ALNUM[read(6)]!;
    } else if (mode === 1) {
      let n = read(version < 10 ? 10 : 12);
      for (; n >= 3; n -= 3) text += String(read(10)).padStart(3, '0');
      if (n === 2) text += String(read(7)).padStart(2, '0');
      if (n === 1) text += String(read(4));
    } else throw new Error(`mode ${mode} not read here`);
  }
  return text;
}

/** The grid of an SVG path of unit squares (`M{x} {y}h1v1h-1z` each), as our QR code draws. */
export function gridFromPath(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) grid[Number(y)]![Number(x)] = true;
  return grid;
}
