/**
 * The Arabic typeface (issue 15, arabic-font.ts): the faces fonts.css declares match the
 * ranges the build cuts, every character of the Arabic catalogues is in the face a page
 * downloads, and the cut font still shapes Arabic (joined letters, lam-alef) in every weight.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import {
  ARABIC_FAMILY,
  CORE,
  EXTENDED,
  inRanges,
  subsetArabicFont,
  unicodeRange,
} from './arabic-font';
import { evaluateCatalogue } from './vite-messages';

const css = readFileSync(path.join('src', 'fonts.css'), 'utf8');

/** The faces of a family in the order declared: their src file and unicode-range. */
function facesOf(family: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1]!)
    .filter((body) => body.includes(`font-family: '${family}'`))
    .map((body) => ({
      src: /url\('([^']+)'\)/.exec(body)?.[1],
      range: /unicode-range:([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, ' ').trim(),
      weight: /font-weight:([^;]+);/.exec(body)?.[1]?.trim(),
      display: /font-display:([^;]+);/.exec(body)?.[1]?.trim(),
    }));
}

const arabicCatalogues = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|[\\/])messages\.ar\.ts$/.test(file))
  .map((file) => path.join('src', file));

describe('the Arabic typeface', () => {
  it('is declared with the ranges the build cuts, the extended face before the core one', () => {
    const faces = [
      {
        src: '@arabic-font/vazirmatn-arabic-extended.woff2',
        range: unicodeRange(EXTENDED),
        weight: '400 700',
      },
      {
        src: '@arabic-font/vazirmatn-arabic-core.woff2',
        range: unicodeRange(CORE),
        weight: '400 700',
      },
    ];
    expect(facesOf(ARABIC_FAMILY)).toEqual(faces.map((f) => ({ ...f, display: 'optional' })));
    // The same files as swap faces, used after the first navigation (font-upgrade.tsx).
    expect(facesOf(`${ARABIC_FAMILY} Swap`)).toEqual(faces.map((f) => ({ ...f, display: 'swap' })));
  });

  it('gives every optional face of fonts.css a swap twin with the same file and ranges', () => {
    for (const family of ['Inter Variable', ARABIC_FAMILY]) {
      const optional = facesOf(family);
      expect(optional.length).toBeGreaterThan(0);
      expect(optional.every((f) => f.display === 'optional')).toBe(true);
      expect(facesOf(`${family} Swap`)).toEqual(optional.map((f) => ({ ...f, display: 'swap' })));
    }
  });

  it('has faces whose ranges do not overlap', () => {
    for (const [from, to] of EXTENDED)
      for (let cp = from; cp <= to; cp++) expect(inRanges(cp, CORE)).toBe(false);
  });

  it('draws every character of the Arabic catalogues from the core face', async () => {
    expect(arabicCatalogues.length).toBeGreaterThan(10);
    const outside = new Set<string>();
    for (const file of arabicCatalogues) {
      const messages = await evaluateCatalogue(readFileSync(file, 'utf8'), file);
      for (const text of Object.values(messages))
        for (const ch of text)
          if (ch !== '\n' && !inRanges(ch.codePointAt(0)!, CORE))
            outside.add(`U+${ch.codePointAt(0)!.toString(16)} in ${file}`);
    }
    expect([...outside]).toEqual([]);
  });

  describe('the cut core face', () => {
    let font: hb.Font;
    let face: hb.Face;
    beforeAll(async () => {
      const data = await subsetArabicFont(CORE, 'sfnt');
      face = new hb.Face(new hb.Blob(new Uint8Array(data)));
      font = new hb.Font(face);
    });

    const glyphs = (text: string, weight = 400) => {
      font.setVariations([new hb.Variation('wght', weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfos().map((info) => info.codepoint);
    };

    it('has a glyph for every Arabic letter, digit and ASCII character of its range', () => {
      const covered = new Set(face.collectUnicodes());
      const wanted = [
        ...Array.from({ length: 0x3a - 0x21 + 1 }, (_, i) => 0x621 + i),
        ...Array.from({ length: 0x4a - 0x41 + 1 }, (_, i) => 0x641 + i),
        ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
        0x60c,
        0x61f,
        0xab,
        0xbb,
        0xa9,
      ];
      expect(wanted.filter((cp) => !covered.has(cp))).toEqual([]);
    });

    it('keeps the weight axis from 400 to 700 only', () => {
      const wght = face.getAxisInfos().wght;
      expect(wght).toMatchObject({ min: 400, max: 700 });
    });

    it.each([400, 700])('joins letters and forms lam-alef at weight %i', (weight) => {
      const [isolated] = glyphs('ب', weight);
      const joined = glyphs('ببب', weight);
      // Initial, medial and final beh: three different glyphs, none the isolated one.
      expect(new Set(joined).size).toBe(3);
      expect(joined).not.toContain(isolated);
      // Lam followed by alef becomes one ligature glyph.
      expect(glyphs('لا', weight)).toHaveLength(1);
    });
  });
});
