import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  close: 'إغلاق',
  languageSwitchTo: 'English',
  breadcrumb: 'مسار التنقل',
  back: 'رجوع',
  flagOf: 'علم {country}',
  viewAll: 'عرض الكل',
  showLess: 'عرض أقل',
};
export default ar;
