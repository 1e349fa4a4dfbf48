import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

/** صفحة التحقق من الهوية. */
const ar: Translation<typeof en> = {
  pageTitle: 'التحقق من الهوية',
  heading: 'تحقّق من هويتك',
  intro:
    'يتطلب السحب هوية موثّقة. أرسل صورة لبطاقة الهوية الإماراتية (الوجهين) أو لصفحة الصورة في جواز سفرك، وصورة سيلفي. نحفظها مشفّرة، ولا يطّلع عليها إلا فريق الامتثال لدينا.',
  loading: 'جارٍ التحميل...',
  loadFailed: 'تعذّر تحميل حالة التحقق',
  statusTitle: 'حالتك',
  status:
    '{status, select, not_submitted {لم تُرسل} pending {قيد المراجعة} approved {موثّقة} rejected {مرفوضة} other {لم تُرسل}}',
  statusText:
    '{status, select, pending {نراجع مستنداتك وسنراسلك بالبريد الإلكتروني عند اتخاذ القرار، عادةً خلال يومَي عمل.} approved {تم التحقق من هويتك. يمكنك سحب أرباحك من محفظتك.} rejected {لم نتمكن من التحقق من هويتك من المستندات التي أرسلتها. يُرجى قراءة السبب وإعادة الإرسال.} other {لم ترسل مستنداتك بعد.}}',
  reason: 'السبب: {reason}',
  sentOn: 'أُرسلت في {date}',
  yourImages: 'ما أرسلته',
  image:
    '{kind, select, id_front {الهوية الإماراتية، الوجه الأمامي} id_back {الهوية الإماراتية، الوجه الخلفي} passport {صفحة الصورة في الجواز} selfie {صورة سيلفي} other {صورة}}',
  walletLink: 'الذهاب إلى محفظتي',
  formTitle: 'أرسل مستنداتك',
  formTitleAgain: 'إعادة الإرسال',
  labelDocument: 'المستند',
  labelEmiratesId: 'الهوية الإماراتية',
  labelPassport: 'جواز السفر',
  labelFullName: 'الاسم الكامل كما هو مكتوب في المستند',
  labelIdNumber: 'رقم الهوية الإماراتية',
  hintIdNumber: '15 رقمًا: 784-YYYY-NNNNNNN-C',
  labelPassportNumber: 'رقم جواز السفر',
  labelNationality: 'الجنسية',
  nationalityPlaceholder: 'اختر الجنسية',
  labelExpiry: 'تاريخ الانتهاء',
  labelDateOfBirth: 'تاريخ الميلاد',
  imagesTitle: 'الصور',
  imageHint: 'JPEG أو PNG أو WebP، حتى 10 ميغابايت. يجب أن تكون كل الكلمات مقروءة.',
  selfieHint: 'صورة واضحة لوجهك. على الهاتف تُفتح الكاميرا الأمامية.',
  choosePhoto: 'اختر صورة',
  takeSelfie: 'التقط سيلفي',
  replacePhoto: 'استبدل الصورة',
  chosen: 'المختارة: {name}',
  submit: 'أرسل للمراجعة',
  submitting: 'جارٍ الإرسال...',
  submitFailed: 'تعذّر إرسال مستنداتك',
  privacy: 'نستخدم هذه المستندات فقط للتحقق من هويتك، كما يشترط القانون الإماراتي قبل الدفع.',

  documentType: 'اختر الهوية الإماراتية أو جواز السفر',
  fullName: 'أدخل اسمك الكامل كما هو مكتوب في المستند',
  emiratesId: 'أدخل رقم هوية إماراتية صحيحًا (784-YYYY-NNNNNNN-C)',
  passportNumber: 'أدخل رقم جواز سفر صحيحًا (من 6 إلى 9 أحرف وأرقام)',
  nationality: 'اختر جنسيتك',
  expiry: 'أدخل تاريخ انتهاء المستند',
  expired: 'انتهت صلاحية هذا المستند',
  dateOfBirth: 'أدخل تاريخ ميلادك',
  underage: 'يجب أن يكون عمرك 18 عامًا أو أكثر',
  imageMissing: 'أضف صورة لكل وجه من المستند وصورة سيلفي',
  imageType: 'يجب أن تكون كل صورة بصيغة JPEG أو PNG أو WebP.',
  imageDamaged: 'تعذّرت قراءة إحدى الصور. قد تكون تالفة؛ يُرجى اختيار صورة أخرى.',
  imageTooLarge: 'يجب ألا يزيد حجم كل صورة على 10 ميغابايت.',
  alreadyPending: 'مستنداتك قيد المراجعة بالفعل',
  alreadyApproved: 'تم التحقق من هويتك بالفعل',
  submitted: 'تم استلام المستندات. سنراسلك بالبريد الإلكتروني بعد مراجعتها.',
  notYours: 'هذه المستندات ليست لك',
};

export default ar;
