import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'تحديث الدولة',
  prompt: 'اختر دولتك الجديدة:',
  placeholder: 'اختر دولة',
  required: 'اختر دولتك الجديدة.',
  send: 'إرسال الطلب',
  sending: 'جارٍ الإرسال...',
  cancel: 'إلغاء',
  note: 'يتحقق المشرف من التغيير قبل اعتماده.',
  sent: 'أُرسل طلب تحديث الدولة إلى المشرف للتحقق منه.',
  failed: 'تعذّر إرسال طلب تحديث الدولة',
};
export default ar;
