import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'التقارير',
  intro:
    'الأرقام لكل يوم بتوقيت دبي (UTC+4)، تُحسب من دفتر القيود والسجلات في كل مرة تُفتح فيها الصفحة. تُحتسب الرحلات في يوم إتمامها، والمكافآت في يوم قيدها.',
  from: 'من',
  to: 'إلى',
  show: 'عرض التقرير',
  quickRanges: 'فترات سريعة',
  last7: 'آخر 7 أيام',
  last30: 'آخر 30 يومًا',
  thisMonth: 'هذا الشهر',
  rangeMissing: 'اختر تاريخ البداية وتاريخ النهاية.',
  rangeOrder: 'يجب ألا يسبق تاريخ النهاية تاريخ البداية.',
  rangeTooLong: 'يغطي التقرير {max} يومًا على الأكثر.',
  rangeShown:
    'من {from} إلى {to}، {days, plural, one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  downloadAll: 'تنزيل CSV لجميع الأقسام',
  downloadSection: 'تنزيل CSV: {section}',
  tableCaption: '{section} لكل يوم',
  members: 'الأعضاء الجدد',
  rides: 'الرحلات والأجرة',
  rewards: 'المكافآت المقيدة',
  withdrawals: 'طلبات السحب',
  membersSummary:
    '{count, plural, one {عضو جديد واحد} two {عضوان جديدان} few {# أعضاء جدد} many {# عضوًا جديدًا} other {# عضو جديد}}',
  ridesSummary:
    '{count, plural, one {رحلة واحدة} two {رحلتان} few {# رحلات} many {# رحلة} other {# رحلة}} · الأجرة {total}',
  rewardsSummary: 'إجمالي المقيد: {total}',
  withdrawalsSummary: 'المطلوب {requested} · المدفوع {paid} · المرفوض {rejected}',
  colDate: 'التاريخ (دبي)',
  colNewMembers: 'الأعضاء الجدد',
  colRides: 'الرحلات',
  colFares: 'الأجرة (درهم)',
  colProgramme: '{programme} (درهم)',
  colRewardsTotal: 'الإجمالي (درهم)',
  colRequested: 'المطلوبة',
  colRequestedAed: 'المطلوب (درهم)',
  colPaid: 'المدفوعة',
  colPaidAed: 'المدفوع (درهم)',
  colRejected: 'المرفوضة',
  colRejectedAed: 'المرفوض (درهم)',
  rowTotal: 'الإجمالي',
  seriesFares: 'الأجرة (درهم)',
  programmeDdr: 'DDR',
  programmeCrr: 'CRR',
  programmeBbr: 'BBR',
  programmeHlr: 'HLR',
  programmeRegional: 'السفير الإقليمي',
  programmeAdjustment: 'التسويات',
};

export default ar;
