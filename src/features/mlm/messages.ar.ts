import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'محفظتي',
  specTitle: 'علاوات التسويق الشبكي',
  loading: 'جارٍ تحميل لوحة المحفظة...',
  loadFailed: 'تعذّر تحميل لوحة المحفظة',
  loadFailedToast: 'تعذّر تحميل بيانات لوحتك',
  notAuthenticated: 'لم يتم تسجيل الدخول',
  tryAgain: 'إعادة المحاولة',
  bonusesTitle: 'العلاوات حسب البرنامج',
  activityTitle: 'آخر الحركات',

  lifetimeEarned: 'إجمالي ما ربحته منذ انضمامك',
  availableBalance: 'الرصيد المتاح',
  yourDetails: 'بياناتك',
  username: 'اسم المستخدم',
  name: 'الاسم',
  sponsorId: 'معرّف الراعي',
  joined: 'تاريخ الانضمام',

  tileDdr: 'مكافآت أرباح الحلم',
  tileCrr: 'مكافآت رتب البطولة',
  tileBbr: 'حملة التعزيز',
  tileHlr: 'مكافأة الولاء',
  tileRegionalShort: 'الإقليمي',
  tileRegional: 'السفير الإقليمي',

  programme:
    '{programme, select, ddr {DDR} crr {CRR} bbr {BBR} hlr {HLR} regional {السفير الإقليمي} payout {صرف المستحقات} withdrawal {السحب} other {—}}',
  colDate: 'التاريخ',
  colProgramme: 'البرنامج',
  colDescription: 'الوصف',
  colAmount: 'المبلغ',
  statusChange: 'تغيير في الحالة',
  noActivity: 'لا توجد حركات في محفظتك بعد.',
  activityCaption: 'آخر حركات المحفظة',
};
export default ar;
