/**
 * Writes the Arabic pages' two font faces (scripts/arabic-font.ts) into `dir` before a build or
 * the dev server starts; src/fonts.css reaches them through the `@arabic-font` alias, so Vite
 * hashes and serves them like any other asset. A stamp of the source font, the ranges and the
 * weights skips the work when nothing changed (the client and prerender builds both ask).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ARABIC_WEIGHTS, CORE, EXTENDED, sourceFontPath, subsetArabicFont } from './arabic-font.ts';

export const ARABIC_FONT_FILES = {
  core: 'vazirmatn-arabic-core.woff2',
  extended: 'vazirmatn-arabic-extended.woff2',
} as const;

export async function writeArabicFaces(dir: string): Promise<void> {
  const stamp = createHash('sha256')
    .update(readFileSync(sourceFontPath()))
    .update(JSON.stringify({ CORE, EXTENDED, ARABIC_WEIGHTS }))
    .digest('hex');
  const stampFile = path.join(dir, 'stamp');
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    Object.values(ARABIC_FONT_FILES).every((file) => existsSync(path.join(dir, file)));
  if (fresh) return;
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a build running beside this one never reads half a file.
  const write = (file: string, data: Buffer | string) => {
    const temp = path.join(dir, `${file}.${String(process.pid)}.tmp`);
    writeFileSync(temp, data);
    renameSync(temp, path.join(dir, file));
  };
  write(ARABIC_FONT_FILES.core, await subsetArabicFont(CORE));
  write(ARABIC_FONT_FILES.extended, await subsetArabicFont(EXTENDED));
  write('stamp', stamp);
}

export function arabicFont(dir: string): Plugin {
  return {
    name: 'rihla:arabic-font',
    async buildStart() {
      await writeArabicFaces(dir);
    },
  };
}
