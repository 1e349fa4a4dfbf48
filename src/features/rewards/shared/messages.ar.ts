import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  you: 'أنت',
  tipLabel: 'نصيحة:',
  tryAgain: 'إعادة المحاولة',
  userNotAuthenticated: 'المستخدم غير مسجَّل الدخول',
  tips: 'نصائح',
  tip: 'نصيحة',
  viewAll: 'عرض الكل',
  showLess: 'عرض أقل',
  rankNone: 'لا توجد رتبة',
  rankChallenger: 'المنافس',
  rankWarrior: 'المحارب',
  rankTycoon: 'القطب',
  rankChampion: 'البطل',
  rankBoss: 'الزعيم',
};
export default ar;
