import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  heading: 'ما جلبه رابطك',
  visits: 'الزيارات هذا الشهر',
  signups: 'التسجيلات هذا الشهر',
  approved: 'موثّقون (KYC)',
  riders: 'أخذوا رحلة',
  allTime:
    'منذ انضمامك: {signups, plural, zero {لا تسجيلات} one {تسجيل واحد} two {تسجيلان} few {# تسجيلات} many {# تسجيلًا} other {# تسجيل}}، {approved} موثّقون، {riders} أخذوا رحلة.',
  recentHeading: 'أحدث التسجيلات',
  noSignups: 'لم يسجّل أحد برابطك بعد.',
  loadFailed: 'تعذّر تحميل أرقام رابطك.',
  retry: 'إعادة المحاولة',
};

export default ar;
