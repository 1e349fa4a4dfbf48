/**
 * Every catalogue (issue 15): the Arabic twin of each `messages.en.ts` has every id and no other,
 * no empty message, no English left untranslated (short allow-list below), valid ICU syntax and
 * the same placeholders as the English source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { evaluateCatalogue } from '../../scripts/vite-messages';

const ROOTS = ['src', 'server/src'];

/** Messages that read the same in Arabic: brand names, acronyms, our languages' own names. */
const SAME_IN_BOTH = new Set(['DDR', 'CRR', 'BBR', 'HLR', 'OTP', 'IBAN', 'AED', 'USD', 'English']);
const NO_WORDS = /^[\p{P}\p{S}\p{N}\s]*$/u;

function englishCatalogues(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|[\\/])(?:[a-z0-9-]+-)?messages\.en\.ts$/.test(file))
      .map((file) => path.join(root, file)),
  ).sort();
}

const load = (file: string) => evaluateCatalogue(readFileSync(file, 'utf8'), file);

/** The arguments a message uses (`{name}`, `{count, plural, ...}`), nested ones included. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select') {
      into.add(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

const files = englishCatalogues();

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files)('%s', (englishFile) => {
    const arabicFile = englishFile.replace(/messages\.en\.ts$/, 'messages.ar.ts');

    it('has an Arabic message for every English one and no other', async () => {
      const [en, ar] = await Promise.all([load(englishFile), load(arabicFile)]);
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    });

    it('translates every message: none empty, none left in English', async () => {
      const [en, ar] = await Promise.all([load(englishFile), load(arabicFile)]);
      for (const [id, english] of Object.entries(en)) {
        const arabic = ar[id] ?? '';
        expect(arabic.trim(), `${id} is empty`).not.toBe('');
        if (arabic === english && !SAME_IN_BOTH.has(english) && !NO_WORDS.test(english)) {
          expect.fail(`${id} is still English: "${english}"`);
        }
      }
    });

    it('parses as ICU with the same placeholders in both languages', async () => {
      const [en, ar] = await Promise.all([load(englishFile), load(arabicFile)]);
      for (const [id, english] of Object.entries(en)) {
        const source = argumentsOf(parse(english));
        const translated = argumentsOf(parse(ar[id] ?? ''));
        expect([...translated].sort(), `${id} placeholders`).toEqual([...source].sort());
      }
    });
  });
});
