import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { renderWithProviders } from '@/test/render';
import { DownloadPdfsButton } from './download-pdfs-button';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

const pdfBytes = (name: string) => new TextEncoder().encode(`%PDF-1.4 ${name}`);
const server = setupServer(
  http.get('*/pdfs/ar/:file', ({ params }) =>
    HttpResponse.arrayBuffer(pdfBytes(`ar/${String(params.file)}`).slice().buffer, {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  ),
  http.get('*/pdfs/:file', ({ params }) =>
    HttpResponse.arrayBuffer(pdfBytes(String(params.file)).slice().buffer, {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saveAs.mockReset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function savedZip(): Promise<JSZip> {
  const [blob] = saveAs.mock.calls[0] as [Blob, string];
  return JSZip.loadAsync(await blob.arrayBuffer());
}

describe('Download PDFs', () => {
  it('zips brochure, document1 and guide into assets_pdfs.zip', async () => {
    renderWithProviders(<DownloadPdfsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(saveAs.mock.calls[0]![1]).toBe('assets_pdfs.zip');
    const zip = await savedZip();
    expect(Object.keys(zip.files).sort()).toEqual(['brochure.pdf', 'document1.pdf', 'guide.pdf']);
    expect(await zip.file('guide.pdf')!.async('string')).toBe('%PDF-1.4 guide.pdf');
  });

  it("alerts 'Failed to download PDFs. Please try again.' when a file cannot be fetched", async () => {
    server.use(http.get('*/pdfs/document1.pdf', () => new HttpResponse(null, { status: 404 })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<DownloadPdfsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to download PDFs. Please try again.'),
    );
    expect(saveAs).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download PDFs' })).toBeEnabled();
  });

  describe('in Arabic', () => {
    beforeEach(async () => {
      await loadLanguage('ar');
      activateLanguage('ar');
    });
    afterEach(() => activateLanguage('en'));

    it('zips the Arabic PDFs under the same names into assets_pdfs.zip', async () => {
      renderWithProviders(<DownloadPdfsButton />);
      await userEvent.click(screen.getByRole('button', { name: 'تنزيل المستندات' }));
      await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
      expect(saveAs.mock.calls[0]![1]).toBe('assets_pdfs.zip');
      const zip = await savedZip();
      expect(Object.keys(zip.files).sort()).toEqual(['brochure.pdf', 'document1.pdf', 'guide.pdf']);
      expect(await zip.file('brochure.pdf')!.async('string')).toBe('%PDF-1.4 ar/brochure.pdf');
    });

    it('alerts in Arabic when a file cannot be fetched', async () => {
      server.use(http.get('*/pdfs/ar/guide.pdf', () => new HttpResponse(null, { status: 404 })));
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<DownloadPdfsButton />);
      await userEvent.click(screen.getByRole('button', { name: 'تنزيل المستندات' }));
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith('تعذّر تنزيل المستندات. يُرجى المحاولة مرة أخرى.'),
      );
      expect(saveAs).not.toHaveBeenCalled();
    });
  });
});
