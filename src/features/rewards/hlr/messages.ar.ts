import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'مكافأة الولاء (HLR)',
  subtitle: 'مكافأة على السنوات التي أمضيتها على الطريق',
  progressFailed: 'تعذّر تحميل تقدّمك في HLR',
  boardFailed: 'تعذّر تحميل لوحة متصدري HLR',
  loadingProgress: 'جارٍ تحميل تقدّمك في HLR...',
  tipText:
    'ابنِ ثلاثة فروع قوية: تتطلب مكافأة الولاء أن تحقق أقوى ثلاثة فروع في فريقك معًا 60% على الأقل من هدف نقاط الفريق TGP.',
  conditions: 'شروط المكافأة',
  conditionsText:
    'مكافأة لمرة واحدة عند بلوغ سن التقاعد {age}، أو فورًا في حال الوفاة مع استيفاء الشروط.',
  retirementAge: 'سن التقاعد',
  requiredPgp: 'النقاط الشخصية PGP المطلوبة',
  requiredTgp: 'نقاط الفريق TGP المطلوبة',
  rewardAmount: 'قيمة المكافأة',
  leaderboard: 'لوحة المتصدرين',
  loadingBoard: 'جارٍ تحميل لوحة المتصدرين...',
  emptyBoard: 'لا يوجد أعضاء على لوحة المتصدرين بعد',
  caption: 'ترتيب HLR',
  qualifiedMembers:
    '{count, plural, zero {لا يوجد أعضاء مؤهَّلون} one {عضو مؤهَّل واحد} two {عضوان مؤهَّلان} few {# أعضاء مؤهَّلين} many {# عضوًا مؤهَّلًا} other {# عضو مؤهَّل}}',
  colRank: 'الترتيب',
  colName: 'الاسم',
  colFlag: 'العلم',
  colCountry: 'الدولة',
  colPoints: 'النقاط PGP + TGP',
  colRewardStatus: 'المكافأة / الحالة',
  countryUnknown: 'غير معروفة',
  statusInProgress: 'قيد التقدّم',
  statusWaiting: 'مؤهَّل (بانتظار بلوغ السن)',
  statusEligible: 'مستحق للمكافأة',
  statusClaimed: 'صُرفت المكافأة',
  yourProgress: 'تقدّمك',
  qualified: 'مؤهَّل',
  notQualified: 'غير مؤهَّل',
  retirementEligible: 'بلغ سن التقاعد',
  overallProgress: 'التقدّم الإجمالي',
  currentPgp: 'النقاط الشخصية PGP الحالية',
  currentTgp: 'نقاط الفريق TGP الحالية',
  pgpBar: 'النقاط الشخصية PGP: {have} من {need}',
  tgpBar: 'نقاط الفريق TGP: {have} من {need}',
  overall: 'الإجمالي',
};
export default ar;
