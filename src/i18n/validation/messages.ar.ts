import type { Translation } from '@/i18n/catalogue';
import type en from './messages.en';

// Sentences are built around a neutral noun (قيمة، طول، عدد، حقل) so they read right whatever
// the gender of the field's name.
const ar: Translation<typeof en> = {
  identifierRequired: 'يجب إدخال البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم',
  passwordRequired: 'يجب إدخال كلمة المرور',
  usernameInvalid:
    'يجب أن يتكوّن اسم المستخدم من 3 إلى 30 خانة، وأن يقتصر على الحروف الإنجليزية والأرقام والشرطة السفلية (_)',
  firstNameRequired: 'يجب إدخال الاسم الأول',
  emailRequired: 'يجب إدخال البريد الإلكتروني',
  emailInvalid: 'البريد الإلكتروني غير صالح',
  phoneRequired: 'يجب إدخال رقم الهاتف',
  passwordLength: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  passwordComplexity: 'يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير ورقم واحد على الأقل',
  confirmRequired: 'يجب تأكيد كلمة المرور',
  passwordsMismatch: 'كلمتا المرور غير متطابقتين',
  genderRequired: 'يجب اختيار الجنس',
  otpRequired: 'يجب إدخال رمز التحقق',
  otpDigits: 'يجب أن يتكوّن رمز التحقق من 6 أرقام',
  nameRequired: 'يجب إدخال الاسم',
  messageRequired: 'يجب كتابة الرسالة',
  requestObject: 'يجب أن يكون الطلب كائنًا',
  phoneUnsupported: 'رمز الدولة غير مدعوم',
  // The mark before + keeps the sign on the number's left in right-to-left text.
  phoneWallet: 'أدخل رقم هاتف محمول صالحًا، مثل 050 123 4567 أو \u200E+971501234567',
  required: 'يجب إدخال {label}',
  mustBeText: 'يجب أن تكون قيمة {label} نصًا',
  mustBeNumber: 'يجب أن تكون قيمة {label} رقمًا',
  mustBeWholeNumber: 'يجب أن تكون قيمة {label} عددًا صحيحًا',
  mustBeBoolean: 'يجب أن تكون قيمة {label} إما صحيحة أو خاطئة',
  mustBeList: 'يجب أن تكون قيمة {label} قائمة',
  mustBeObject: 'يجب أن تكون قيمة {label} كائنًا',
  atMostChars:
    'لا يمكن أن يزيد طول {label} على {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  atLeastChars:
    'يجب ألا يقل طول {label} عن {limit, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  atLeast: 'يجب ألا تقل قيمة {label} عن {limit}',
  atMost: 'لا يمكن أن تزيد قيمة {label} على {limit}',
  lessThan: 'يجب أن تكون قيمة {label} أقل من {limit}',
  moreThan: 'يجب أن تكون قيمة {label} أكبر من {limit}',
  atMostItems:
    'لا يمكن أن يزيد عدد عناصر {label} على {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  atLeastItems:
    'يجب ألا يقل عدد عناصر {label} عن {limit, plural, zero {# عنصر} one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  notValid: 'قيمة {label} غير صالحة',
  notAChoice: 'قيمة {label} ليست من الخيارات المتاحة',
  notAllowed: 'يحتوي حقل {label} على أحرف غير مسموح بها.',
  unknownFields: 'يحتوي حقل {label} على حقول لا نعرفها: {keys}',
  requestUnknownFields: 'يحتوي الطلب على حقول لا نعرفها: {keys}',
  phoneInvalid: 'أدخل رقم هاتف محمول صالحًا في {country}',
  labelEmail: 'البريد الإلكتروني',
  labelPassword: 'كلمة المرور',
  labelOtp: 'رمز التحقق',
  labelIdentifier: 'البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم',
  labelUsername: 'اسم المستخدم',
  labelFirstName: 'الاسم الأول',
  labelLastName: 'اسم العائلة',
  labelConfirmPassword: 'تأكيد كلمة المرور',
  labelSponsorCode: 'رمز الراعي',
  labelSponsorBy: 'رمز الراعي',
  labelGender: 'الجنس',
  labelName: 'الاسم',
  labelMessage: 'الرسالة',
  labelPhone: 'رقم الهاتف',
  labelPhoneNumber: 'رقم الهاتف',
  labelCountryCode: 'رمز الدولة',
  labelThisValue: 'هذا الحقل',
};
export default ar;
