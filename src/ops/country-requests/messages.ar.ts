import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

/** كلمات مكتب طلبات تغيير الدولة. */
const ar: Translation<typeof en> = {
  title: 'طلبات تغيير الدولة',
  tabPending: 'بانتظار القرار',
  tabApproved: 'المقبولة',
  tabRejected: 'المرفوضة',
  empty: 'لا توجد طلبات هنا.',
  moves: '{from} إلى {to}',
  movesLabel: 'من {from} إلى {to}',
  reason: 'سبب العضو: {reason}',
  noReason: 'لم يذكر العضو سبباً.',
  requestedAt: 'تاريخ الطلب',
  decidedAt: 'تاريخ القرار',
  note: 'ملاحظة: {note}',
  approve: 'قبول',
  reject: 'رفض',
  approveLabel: 'قبول طلب @{username}',
  rejectLabel: 'رفض طلب @{username}',
  approveTitle: 'قبول انتقال @{username} إلى {to}؟',
  rejectTitle: 'رفض انتقال @{username} إلى {to}؟',
  approveBody: 'تصبح دولة العضو {to}. يبقى اللقب المحرز برتبة Boss في الدولة التي أُحرز فيها.',
  rejectBody: 'تبقى دولة العضو {from}.',
  noteLabel: 'ملاحظة (اختيارية، للسجل)',
  noteHint: 'بحد أقصى {max} حرفاً. يطّلع العضو على النتيجة في صفحته الإقليمية.',
  confirmApprove: 'قبول الطلب',
  confirmReject: 'رفض الطلب',
  cancel: 'إلغاء',
  approved: 'تم القبول: أصبحت دولة @{username} هي {to}.',
  rejected: 'تم الرفض: تبقى دولة @{username} هي {from}.',
  errNote: 'تحتوي الملاحظة على أحرف غير مسموح بها.',
};

export default ar;
