import type { Translation } from '@/i18n/catalogue';
import type en from './account-messages.en';

const ar: Translation<typeof en> = {
  securityTitle: 'كلمة المرور',
  securityIntro:
    'بعد التغيير يتم تسجيل الخروج من جميع أجهزتك الأخرى ونرسل إليك رسالة بالبريد الإلكتروني.',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  newPasswordHint: '8 أحرف على الأقل، مع حرف كبير ورقم.',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  changePassword: 'تغيير كلمة المرور',
  changingPassword: 'جارٍ التغيير...',
  passwordChanged: 'تم تغيير كلمة المرور. تم تسجيل الخروج من أجهزتك الأخرى.',
  passwordFailed: 'تعذّر تغيير كلمة المرور',
  currentRequired: 'كلمة المرور الحالية مطلوبة',
  mismatch: 'كلمتا المرور غير متطابقتين',

  devicesTitle: 'الأجهزة المسجّل دخولها',
  devicesIntro: 'الأماكن التي سُجّل فيها دخول حسابك الآن.',
  thisDevice: 'هذا الجهاز',
  unknownDevice: 'جهاز غير معروف',
  deviceOn: '{browser} على {system}',
  signedInOn: 'سُجّل الدخول في {date}',
  signOutOthers: 'تسجيل الخروج من كل مكان آخر',
  signingOut: 'جارٍ تسجيل الخروج...',
  signedOutOthers:
    '{count, plural, =0 {لم يكن أي جهاز آخر مسجّلًا} one {تم تسجيل الخروج من جهاز آخر واحد} two {تم تسجيل الخروج من جهازين آخرين} few {تم تسجيل الخروج من # أجهزة أخرى} other {تم تسجيل الخروج من # جهازًا آخر}}',
  devicesFailed: 'تعذّر تحميل أجهزتك',
  onlyThisDevice: 'هذا الجهاز وحده مسجّل الدخول.',

  dataTitle: 'بياناتك',
  dataIntro:
    'نزّل ملفًا مضغوطًا يضم ملفك الشخصي وموافقاتك وفريقك وكشف حسابك وطلبات السحب والجلسات، بصيغتي JSON وCSV. لا يتضمن صور الهوية.',
  download: 'تنزيل بياناتي',
  downloading: 'جارٍ التحضير...',
  downloaded: 'تم تنزيل بياناتك',
  downloadFailed: 'تعذّر تحضير بياناتك',

  closeTitle: 'إغلاق الحساب',
  closeIntro:
    'يحذف الإغلاق اسمك وبريدك الإلكتروني ورقم هاتفك وصورتك. نحتفظ بسجلات الهوية وتفاصيل الدفع مشفّرة لمدة 5 سنوات كما يقتضي قانون الإمارات. لا يُمنح اسم المستخدم الخاص بك لأحد مرة أخرى، ولا يمكن التراجع عن ذلك.',
  closeStart: 'إغلاق الحساب',
  closePassword: 'كلمة المرور الخاصة بك',
  sendCode: 'أرسل لي رمزًا بالبريد الإلكتروني',
  sendingCode: 'جارٍ الإرسال...',
  codeSent: 'أرسلنا رمزًا إلى بريدك الإلكتروني',
  code: 'الرمز الوارد في البريد الإلكتروني',
  forfeitWarning:
    'لديك رصيد متاح قدره {amount}. وهو أقل من الحد الأدنى للسحب البالغ 50 درهمًا، وستتنازل عنه عند إغلاق حسابك.',
  forfeitAccept: 'أتنازل عن هذا الرصيد',
  closeConfirm: 'إغلاق حسابي نهائيًا',
  closing: 'جارٍ الإغلاق...',
  closed: 'تم إغلاق حسابك. شكرًا لأنك كنت معنا.',
  closeFailed: 'تعذّر إغلاق حسابك',
  cancel: 'إلغاء',
  passwordRequired: 'كلمة المرور مطلوبة',
  codeRequired: 'أدخل الرمز المكوّن من 6 أرقام',
  forfeitRequired: 'أكّد أنك تتنازل عن الرصيد المتبقي',
};

export default ar;
