import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  skipToContent: 'تخطَّ إلى المحتوى الرئيسي',
  languageSwitchLabel: 'اللغة',
  languageSwitchTo: 'English',
  languageSwitchToHint: 'التبديل إلى الإنجليزية',
};
export default ar;
