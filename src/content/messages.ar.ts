import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  companyName: 'رحلة',
  legalName: 'رحلة للتنقل ش.م.ح - ذ.م.م',
  tagline: 'مشاوير وتوصيل وسياحة في أنحاء الإمارات',
  addressLine1: 'مكتب 1804، برج باي سكوير 3',
  addressLine2: 'الخليج التجاري، دبي',
  addressCountry: 'الإمارات العربية المتحدة',
  poweredBy: 'مدعوم من رحلة للتنقل ش.م.ح - ذ.م.م',
  homePage: 'الرئيسية',
  walletPage: 'محفظتي',
  walletSpecTitle: 'علاوات التسويق الشبكي',
};
export default ar;
