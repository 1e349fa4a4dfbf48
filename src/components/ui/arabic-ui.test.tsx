import { act, screen } from '@testing-library/react';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { WALLET_PAGE } from '@/content/page-names';
import { company } from '@/content/company';
import { renderWithProviders } from '@/test/render';
import { Breadcrumb } from './breadcrumb';
import { Modal } from './modal';
import { documentTitle } from './page-head';
import { PageHeader } from './page-header';
import { ProgressBar } from './progress-bar';

beforeEach(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterEach(() => {
  act(() => {
    activateLanguage('en');
  });
});

describe('shared UI in Arabic (issue 15)', () => {
  it('names the Back button and mirrors its arrow', () => {
    renderWithProviders(<PageHeader title="محفظتي" back />);
    const back = screen.getByRole('button', { name: 'رجوع' });
    // eslint-disable-next-line testing-library/no-node-access -- the icon is hidden from roles
    expect(back.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it('names the breadcrumb and mirrors its separators', () => {
    renderWithProviders(
      <Breadcrumb items={[{ label: 'الرئيسية', to: '/ar' }, { label: 'من نحن' }]} />,
    );
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    // eslint-disable-next-line testing-library/no-node-access -- the separator is hidden from roles
    expect(trail.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it('names a dialog’s close button in Arabic', () => {
    renderWithProviders(
      <Modal open onClose={() => undefined} title="تأكيد">
        <p>نص</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('keeps a progress bar’s fill a plain block, so it grows from the start side', () => {
    renderWithProviders(<ProgressBar value={40} label="التقدم" />);
    // eslint-disable-next-line testing-library/no-node-access -- the fill is a role-less box
    const fill = screen.getByRole('progressbar', { name: 'التقدم' }).firstElementChild;
    expect(fill).toHaveStyle({ width: '40%' });
    expect(fill?.className).not.toMatch(/\b(left|right|ml|mr|float)-/);
  });

  it('writes document titles, company facts and page names in Arabic', () => {
    expect(documentTitle('الملف الشخصي')).toBe('الملف الشخصي · رحلة');
    expect(documentTitle('Home')).toBe('رحلة · مشاوير وتوصيل وسياحة في أنحاء الإمارات');
    expect(documentTitle('الرئيسية')).toBe('رحلة · مشاوير وتوصيل وسياحة في أنحاء الإمارات');
    expect(company.address.country).toBe('الإمارات العربية المتحدة');
    expect(company.phone).toBe('+971 4 555 0142');
    expect(WALLET_PAGE.name).toBe('محفظتي');
    expect(WALLET_PAGE.specTitle).toBe('علاوات التسويق الشبكي');
  });
});
