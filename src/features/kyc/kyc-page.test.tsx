import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import type { KycState, KycStatusResponse } from '@contract/kyc';
import type { User } from '@contract/user';
import { activateLanguage } from '@/i18n/catalogue';
import { LanguageProvider } from '@/test/language';
import { renderPage, sampleUser, server, setupMsw, signIn } from '@/features/auth/test/harness';
import KycPage from './kyc-page';

setupMsw();

const kyc = (
  status: KycState,
  extra: Partial<KycStatusResponse['kyc']> = {},
): KycStatusResponse => ({
  success: true,
  kyc: {
    status,
    reason: null,
    submittedAt: null,
    decidedAt: null,
    submissionId: null,
    documentType: null,
    images: [],
    ...extra,
  },
});

function open(user: User = sampleUser()) {
  signIn(user);
  return renderPage({
    path: '/kyc',
    pages: {
      '/kyc': (
        <LanguageProvider>
          <KycPage />
        </LanguageProvider>
      ),
    },
  });
}

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

afterEach(() => {
  activateLanguage('en');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the KYC page', () => {
  it('checks the form as the server does, then sends it and shows pending', async () => {
    let status = kyc('not_submitted');
    let sent: FormData | null = null;
    server.use(
      http.get(`/api${API.kyc}`, () => HttpResponse.json(status)),
      http.post(`/api${API.kyc}`, async ({ request }) => {
        sent = await request.formData();
        status = kyc('pending', { submittedAt: '2026-11-26T10:00:00.000Z' });
        return HttpResponse.json({ ...status, message: 'ok' }, { status: 201 });
      }),
    );
    open();
    expect(await screen.findByText('Not submitted')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name as written on the document'), 'Layla Haddad');
    await user.type(screen.getByLabelText('Emirates ID number'), '784-1990-1234567-1');
    await user.type(screen.getByLabelText('Expiry date'), '2030-01-31');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByLabelText('Emirates ID number')).toHaveAccessibleDescription(
      /Enter a valid Emirates ID number/,
    );
    expect(screen.getByLabelText('Emirates ID number')).toHaveFocus();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be 18 or older',
    );
    expect(screen.getByLabelText('Selfie')).toHaveAccessibleDescription(
      /Add a photo of each side of the document and a selfie/,
    );
    expect(screen.getByLabelText('Selfie')).toHaveAttribute('capture', 'user');

    await user.clear(screen.getByLabelText('Emirates ID number'));
    await user.type(screen.getByLabelText('Emirates ID number'), '784199012345676');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-01');
    await user.upload(screen.getByLabelText('Emirates ID, front'), photo('front.jpg'));
    await user.upload(screen.getByLabelText('Emirates ID, back'), photo('back.jpg'));
    await user.upload(screen.getByLabelText('Selfie'), photo('me.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    const form = sent as FormData | null;
    expect(form?.get('documentNumber')).toBe('784199012345676');
    expect(form?.get('documentType')).toBe('emirates_id');
    expect((form?.get('selfie') as Blob | null)?.type).toBe('image/jpeg');
    expect((form?.get('idFront') as Blob | null)?.type).toBe('image/jpeg');
  });

  it('shows a rejection with its reason and the form to submit again, in Arabic', async () => {
    server.use(
      http.get(`/api${API.kyc}`, () =>
        HttpResponse.json(kyc('rejected', { reason: 'The photo is blurred' })),
      ),
    );
    open(sampleUser({ language: 'ar' }));
    expect(await screen.findByText('مرفوضة')).toBeInTheDocument();
    expect(screen.getByText('السبب: The photo is blurred')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إعادة الإرسال' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'جواز السفر' }));
    const nationality = screen.getByRole('combobox', { name: 'الجنسية' });
    expect(
      within(nationality).getByRole('option', { name: 'الإمارات العربية المتحدة' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('صفحة الصورة في الجواز')).toBeInTheDocument();
    expect(screen.queryByLabelText('الهوية الإماراتية، الوجه الخلفي')).not.toBeInTheDocument();
  });

  it('shows an approved member the way to their wallet, without the form', async () => {
    server.use(http.get(`/api${API.kyc}`, () => HttpResponse.json(kyc('approved'))));
    open();
    expect(await screen.findByRole('link', { name: 'Go to my wallet' })).toHaveAttribute(
      'href',
      '/mlm',
    );
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });
});
