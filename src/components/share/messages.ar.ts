import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  heading: 'ادعُ الناس إلى رحلة',
  intro: 'كل من يسجّل برابطك ينضم إلى فريقك.',
  linkLabel: 'رابط الإحالة الخاص بك',
  share: 'مشاركة',
  whatsapp: 'واتساب',
  whatsappLabel: 'المشاركة عبر واتساب',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط!',
  copyFailed: 'تعذّر نسخ الرابط. حدّده وانسخه بنفسك.',
  qrShow: 'رمز QR',
  qrHide: 'إخفاء رمز QR',
  qrLabel: 'رمز QR لرابط الإحالة الخاص بك',
  qrHint: 'امسحه بكاميرا الهاتف، أو اطبعه على بطاقة لسيارتك.',
  download: 'تنزيل PNG',
  shareTitle: 'انضم إليّ في رحلة',
  message:
    'مرحبًا، أنا {name}! انضم إليّ في رحلة: تنقّل وتوصيل وسياحة في أنحاء الإمارات، ومكافآت على كل رحلة. سجّل من رابطي:',
};

export default ar;
