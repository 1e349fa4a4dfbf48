import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  loginFailed: 'تعذّر تسجيل الدخول',
  signupFailed: 'تعذّر إنشاء الحساب',
  invalidResponse: 'استجابة غير صالحة: بيانات المستخدم أو رمز الجلسة مفقودة',
  missingResetUserId: 'تعذّر بدء إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.',
  sendResetFailed: 'تعذّر إرسال رمز إعادة التعيين',
  resetFailed: 'تعذّرت إعادة تعيين كلمة المرور',
  getUserFailed: 'تعذّر جلب بيانات المستخدم',
  treeFailed: 'تعذّر تحميل فريق الإحالات',
  registrationCompleted: 'اكتمل التسجيل بنجاح',
  accountCreated: 'تم إنشاء الحساب بنجاح',
  loggingOut: 'جارٍ تسجيل الخروج...',
  loggedOut: 'تم تسجيل الخروج بنجاح',
  noValidSession: 'لا توجد جلسة صالحة',
  treeAttempted: 'سبقت محاولة تحميل فريق الإحالات',
};
export default ar;
