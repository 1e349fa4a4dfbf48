import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

const ar: Translation<typeof en> = {
  programme:
    '{programme, select, ddr {DDR} crr {CRR} bbr {BBR} hlr {HLR} regional {السفير الإقليمي} payout {صرف المستحقات} adjustment {تسوية} other {السحب}}',
  status:
    '{status, select, pending {قيد الانتظار} approved {تمت الموافقة} paid {تم الدفع} rejected {مرفوض} other {ملغى}}',

  statementTitle: 'كشف حساب المحفظة',
  statementSubtitle: 'كل ما أُضيف إلى محفظتك وما خُصم منها، الأحدث أولًا',
  statementLink: 'عرض كشف الحساب',
  loading: 'جارٍ تحميل كشف الحساب...',
  loadFailed: 'تعذّر تحميل كشف الحساب',
  tryAgain: 'إعادة المحاولة',
  empty: 'لا توجد حركات تطابق هذه التصفية.',
  programmeFilter: 'البرنامج',
  allProgrammes: 'كل البرامج',
  monthFilter: 'الشهر',
  clearMonth: 'كل الأشهر',
  monthChosen: 'عرض شهر {month}',
  loadMore: 'تحميل المزيد',
  loadingMore: 'جارٍ التحميل...',
  downloadCsv: 'تنزيل ملف CSV',
  downloading: 'جارٍ تجهيز ملف CSV...',
  downloadFailed: 'تعذّر تنزيل كشف الحساب. يُرجى المحاولة مرة أخرى.',
  colDate: 'التاريخ',
  colProgramme: 'البرنامج',
  colDetails: 'التفاصيل',
  colAmount: 'المبلغ',
  colBalance: 'الرصيد بعدها',
  credit: 'إيداع',
  debit: 'خصم',
  noChange: 'دون تغيير',
  statusChange: 'تغيير في الحالة',
  rideTime: 'وقت المشوار',
  rideDetail: 'تفاصيل المشوار',
  showRide: 'التفاصيل',
  fare: 'الأجرة',
  rewardsAmount: 'مبلغ المكافآت (15% من الأجرة)',
  yourShare: 'حصتك',
  shareRule: 'المستوى {level}: {percent}% من مبلغ المكافآت',
  rider: 'الراكب',

  entryWithdrawal:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending}',
  entryWithdrawalPending:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending} (قيد الانتظار)',
  entryWithdrawalPaid:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending}: تمت الموافقة عليه ودُفع',
  entryWithdrawalRejected:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending}: رُفض وأُعيد المبلغ إلى الرصيد',
  entryWithdrawalRejectedBecause:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending}: رُفض ({reason}) وأُعيد المبلغ إلى الرصيد',
  entryWithdrawalCancelled:
    'طلب السحب {reference} إلى {method, select, bank {الحساب البنكي المنتهي} other {محفظة الهاتف المنتهية}} بـ {ending}: أُلغي وأُعيد المبلغ إلى الرصيد',
  entryDdrRide:
    'مكافآت أرباح الحلم (DDR) من المستوى {level} عن مشوار للراكب {rider}، الأجرة {fare}',
  entryRegionalRide: 'حصة السفير الإقليمي من مشوار للراكب {rider}، الأجرة {fare}',
  entryCrrRank:
    'علاوة CRR لرتبة {rank, select, Challenger {المنافس} Warrior {المحارب} Tycoon {القطب} Champion {البطل} Boss {الزعيم} other {{rank}}}',
  entryPayout: 'صرف المستحقات {reference}',
  entryPayoutPlain: 'صرف المستحقات',
  entryAdjustment: 'تسوية: {reason}',

  balanceTitle: 'رصيدك',
  balanceAvailable: 'المتاح',
  balanceHeld: 'محجوز لطلبات السحب',
  balancePaidOut: 'المبالغ المدفوعة',
  balanceLoading: 'جارٍ تحميل رصيدك...',
  balanceFailed: 'تعذّر تحميل رصيدك',

  withdrawTitle: 'السحب',
  // The amounts end in "د.إ.", so no punctuation follows them.
  withdrawIntro: 'الحد الأدنى للسحب {minimum} والرصيد المتاح {available}',
  withdrawKyc: 'يصبح السحب متاحًا بعد الموافقة على التحقق من الهوية.',
  kycState:
    '{status, select, pending {نراجع مستنداتك وسنراسلك بالبريد الإلكتروني عند اتخاذ القرار.} rejected {لم نتمكن من التحقق من هويتك: {reason}} other {يستغرق التحقق من هويتك بضع دقائق: صورة لبطاقة الهوية الإماراتية أو جواز السفر وصورة سيلفي.}}',
  kycLink:
    '{status, select, pending {عرض حالة التحقق} rejected {إعادة الإرسال} other {تحقّق من هويتي}}',
  amount: 'المبلغ (درهم)',
  amountEmpty: 'أدخل المبلغ',
  amountInvalid: 'اكتب المبلغ بالأرقام، مثل 1,000 أو 250.50',
  amountDecimals: 'يقبل المبلغ منزلتين عشريتين على الأكثر',
  method: 'التحويل إلى',
  methodBank: 'حساب بنكي (IBAN)',
  methodWallet: 'محفظة الهاتف',
  accountHolder: 'اسم صاحب الحساب',
  iban: 'رقم الحساب المصرفي الدولي (IBAN)',
  phone: 'رقم محفظة الهاتف',
  phoneHint: 'رقم إماراتي كما تكتبه عادةً ({example})، أو أي رقم جوال مع رمز دولته.',
  phoneInvalid: 'أدخل رقم جوال صالحًا، مثل {local} أو {international}',
  ibanInvalid: 'أدخل رقم IBAN صالحًا (يتكوّن رقم IBAN الإماراتي من 23 خانة)',
  submit: 'تقديم طلب السحب',
  submitting: 'جارٍ الإرسال...',
  requested: 'تم تقديم طلب السحب {reference}.',
  pendingTitle: 'طلب سحب قيد الانتظار',
  pendingText: '{reference}: المبلغ {amount} محجوز إلى أن تتم معالجة الطلب.',
  cancel: 'إلغاء الطلب',
  cancelled: 'تم إلغاء طلب السحب.',
  cancelFailed: 'تعذّر إلغاء الطلب',
  requestFailed: 'تعذّر تقديم طلب السحب',
  recentWithdrawals: 'طلبات السحب الخاصة بك',
  colReference: 'الرقم المرجعي',
  colRequested: 'تاريخ الطلب',
  colStatus: 'الحالة',
  rejectedBecause: 'سبب الرفض: {reason}',
  storedDdr: 'مكافآت أرباح الحلم (DDR) من المستوى {level} عن مشوار مكتمل',
  storedCrr:
    'علاوة CRR لرتبة {rank, select, Challenger {المنافس} Warrior {المحارب} Tycoon {القطب} Champion {البطل} Boss {الزعيم} other {{rank}}}',
  storedBbr: 'مكافأة حملة التعزيز (BBR): {campaign}',
  storedHlrRetirement: 'مكافأة الولاء (HLR) عند التقاعد في سن 55',
  storedHlrHeir: 'مكافأة الولاء (HLR) مدفوعة إلى الوريث {heir}',
  storedRegional: 'حصة السفير الإقليمي ({country})',
  storedPayout: 'صرف المستحقات {reference}',
  storedAdjustment: 'تسوية: {reason}',
  storedWithdrawal:
    'طلب السحب {reference}: {action, select, held {حُجز المبلغ} released {أُعيد المبلغ إلى الرصيد} other {تمت الموافقة عليه ودُفع}}',
  storedOther:
    '{type, select, debit {خصم} other {إيداع}} من {programme, select, ddr {مكافآت أرباح الحلم (DDR)} crr {مكافآت رتب البطولة (CRR)} bbr {حملة التعزيز (BBR)} hlr {مكافأة الولاء (HLR)} regional {السفير الإقليمي} payout {صرف المستحقات} withdrawal {السحب} adjustment {تسوية} other {المحفظة}}',
};
export default ar;
