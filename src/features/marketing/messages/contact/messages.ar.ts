import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  title: 'تواصل معنا',
  description:
    'تواصل مع رحلة: مكتبنا في الخليج التجاري بدبي، ورقم هاتفنا وبريد الدعم الإلكتروني، أو أرسل إلينا رسالة.',
  home: 'الرئيسية',
  lead: 'أسئلة أو ملاحظات أو فكرة شراكة؟ نردّ على كل رسالة، وخطنا الساخن متاح على مدار الساعة.',
  getInTouch: 'ابقَ على تواصل',
  office: 'مكتبنا',
  phone: 'رقم الهاتف',
  supportEmail: 'البريد الإلكتروني للدعم',
  hotline: 'الخط الساخن، على مدار الساعة',
  followUs: 'تابعنا',
  newTab: ' (يُفتح في علامة تبويب جديدة)',
  sendUs: 'أرسل إلينا رسالة',
  allRequired: 'جميع الحقول مطلوبة.',

  formLabel: 'نموذج التواصل',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  message: 'الرسالة',
  send: 'إرسال الرسالة',
  sending: 'جارٍ الإرسال...',
  sent: 'أُرسلت الرسالة. سنردّ عليك قريبًا.',
  failed: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  nameRequired: 'الاسم مطلوب',
  nameTooLong:
    'يمكن أن يتكوّن الاسم من {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر',
  nameInvalid: 'يحتوي الاسم على أحرف غير مسموح بها.',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صالح',
  messageRequired: 'الرسالة مطلوبة',
  messageTooLong:
    'يمكن أن تتكوّن الرسالة من {max, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر',
  messageInvalid: 'تحتوي الرسالة على أحرف غير مسموح بها.',
};
export default ar;
