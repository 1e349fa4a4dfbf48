import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'مكافآت أرباح الحلم (DDR)',
  subtitle: 'DDR: نصيبك من كل مشوار يقوم به فريقك على مستوياته الأربعة',
  dashboardFailed: 'تعذّر تحميل لوحة علاوات التسويق الشبكي',
  boardFailed: 'تعذّر تحميل لوحة متصدري DDR',
  loadingBoard: 'جارٍ تحميل لوحة متصدري DDR...',
  earningsHeading: 'أرباحك من DDR',
  loadingEarnings: 'جارٍ تحميل أرباح DDR...',
  leaderboard: 'لوحة المتصدرين',
  fallbackTitle: 'لوحة المتصدرين – الأعلى ربحًا',
  fallbackTip:
    'ساعد كل مستوى في فريقك على البقاء نشطًا: كل مشوار في أي مكان من شبكتك من المستوى الأول إلى الرابع يزيد دخلك من DDR.',
  colRank: 'الترتيب',
  colMember: 'العضو',
  colEarned: 'أرباح DDR',
  memberFallback: 'عضو',
  empty: 'لا توجد أرباح DDR على لوحة المتصدرين بعد.',
  caption: 'لوحة متصدري DDR',
  yourPosition: 'موقعك:',
  totalEarned: 'إجمالي أرباح DDR',
  level: 'المستوى {level}',
  level1Hint: 'إحالاتك المباشرة',
  level2Hint: 'إحالات إحالاتك',
  level3Hint: 'ثلاثة مستويات أدناه',
  level4Hint: 'أربعة مستويات أدناه',
};
export default ar;
