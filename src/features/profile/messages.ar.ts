import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  pageTitle: 'الملف الشخصي',
  heading: 'ملفي الشخصي',
  joined: 'عضو منذ {date}',
  loadFailed: 'تعذّر تحميل بيانات المستخدم',
  noPhoto: 'لا توجد صورة',
  badge:
    '{rank, select, Challenger {المنافس} Warrior {المحارب} Tycoon {القطب} Champion {البطل} Boss {الزعيم} other {قطب مبتدئ}}',
  walletTile: 'محفظتي',
  walletTileText: 'الرصيد والأرباح والعلاوات',
  teamTile: 'فريقي',
  teamTileText: 'شجرة فريق الإحالات، مستوى بعد مستوى',
  kycTile: 'التحقق من الهوية',
  kycTileText:
    '{status, select, pending {قيد المراجعة} approved {موثّقة: يمكنك السحب} rejected {مرفوضة: أعد الإرسال} other {لم تُرسل: مطلوبة للسحب}}',

  editTitle: 'تعديل الملف الشخصي',
  editIntro: 'اسمك وجنسك كما يراهما الأعضاء الآخرون.',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  optional: '(اختياري)',
  gender: 'الجنس',
  genderPlaceholder: 'اختر الجنس',
  genderOption: '{gender, select, Male {ذكر} Female {أنثى} other {آخر}}',
  language: 'اللغة',
  languageHint: 'لغة هذه الصفحات ولغة الرسائل التي نرسلها إلى بريدك الإلكتروني.',
  save: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  updated: 'تم تحديث الملف الشخصي بنجاح',
  updateFailed: 'تعذّر تحديث الملف الشخصي',

  accountTitle: 'بيانات الحساب',
  accountNote: 'لا يمكن تغيير اسم المستخدم أو البريد الإلكتروني أو رقم الهاتف أو الراعي من هنا.',
  username: 'اسم المستخدم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  sponsor: 'الراعي',
  noSponsor: 'لا يوجد',

  photoTitle: 'صورة الملف الشخصي',
  photoHint:
    'بصيغة JPEG أو PNG أو WebP، وبحجم لا يتجاوز 5 ميغابايت. نصغّرها إلى 512 بكسل ونحذف بياناتها الوصفية.',
  choosePhoto: 'اختيار صورة',
  chooseAnother: 'اختيار صورة أخرى',
  photoLabel: 'صورة الملف الشخصي الجديدة',
  preview: 'معاينة صورتك الجديدة',
  upload: 'رفع الصورة',
  uploading: 'جارٍ الرفع...',
  cancel: 'إلغاء',
  progress: 'تقدّم الرفع',
  photoUpdated: 'تم تحديث صورة الملف الشخصي بنجاح',
  photoFailed: 'تعذّر رفع الصورة',
  photoTooLarge: 'يجب ألا يتجاوز حجم الصورة 5 ميغابايت.',
  photoType: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP.',
};
export default ar;
