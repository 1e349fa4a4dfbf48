/** The three bundled PDFs (public/pdfs, Arabic in public/pdfs/ar) and the zip name of spec section 4. */
import type { Language } from '@contract/language';
import { activeLanguage, translate } from '@/i18n/catalogue';
import { homeMessages } from '../messages/home/messages';

export const PDF_FILES = ['brochure.pdf', 'document1.pdf', 'guide.pdf'] as const;
export const ZIP_NAME = 'assets_pdfs.zip';

/** Where a PDF lives in a language: the same names, the Arabic ones under /pdfs/ar. */
export const pdfPath = (language: Language, name: string) =>
  language === 'ar' ? `/pdfs/ar/${name}` : `/pdfs/${name}`;

type SaveAs = (data: Blob, filename: string) => void;

/** file-saver is a UMD module: depending on the bundler's interop it arrives named or as default. */
function pickSaveAs(mod: unknown): SaveAs {
  const m = mod as { saveAs?: SaveAs; default?: SaveAs & { saveAs?: SaveAs } };
  const saveAs = m.saveAs ?? m.default?.saveAs ?? m.default;
  if (typeof saveAs !== 'function') throw new Error('file-saver did not load');
  return saveAs;
}

/**
 * Fetches the PDFs, zips them in the browser and saves the zip. jszip and file-saver are imported
 * here, on demand, so they never weigh on the first load. The zip holds the visitor's language
 * (the same file and zip names in both). Any failure shows the spec's alert.
 */
export async function downloadPdfs(language: Language = activeLanguage()): Promise<boolean> {
  try {
    const [{ default: JSZip }, fileSaver] = await Promise.all([
      import('jszip'),
      import('file-saver'),
    ]);
    const zip = new JSZip();
    await Promise.all(
      PDF_FILES.map(async (name) => {
        const response = await fetch(new URL(pdfPath(language, name), window.location.origin));
        if (!response.ok) throw new Error(`${name}: HTTP ${String(response.status)}`);
        zip.file(name, await response.arrayBuffer());
      }),
    );
    const blob = await zip.generateAsync({ type: 'blob', mimeType: 'application/zip' });
    pickSaveAs(fileSaver)(blob, ZIP_NAME);
    return true;
  } catch (error) {
    console.error('Download PDFs failed', error);
    window.alert(translate(homeMessages, 'pdfsFailed'));
    return false;
  }
}
