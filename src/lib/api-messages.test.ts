import { ERROR_CODES, type ErrorCode } from '@contract/error-codes';
import { PROFILE_MESSAGES } from '@contract/profile';
import { MESSAGES } from '@contract/validation';
import { activateLanguage, loadLanguage, translate } from '@/i18n/catalogue';
import { TIMEOUT_MESSAGE } from './api-constants';
import { apiErrorInfo } from './api-error';
import { apiErrorText, apiFieldErrors, apiMessages } from './api-messages';

// The catalogue files are compiled when imported; their English is read through `translate`.
const english = (id: ErrorCode | 'REQUEST_TIMED_OUT') => translate(apiMessages, id);

/** What axios rejects with when the server answers `data` with `status`. */
const answered = (status: number, data: unknown) => ({
  isAxiosError: true as const,
  message: `Request failed with status code ${String(status)}`,
  response: { status, data },
});

const timedOut = { isAxiosError: true as const, message: TIMEOUT_MESSAGE };

const validation = answered(400, {
  success: false,
  message: 'Email is invalid',
  code: 'VALIDATION_FAILED',
  errors: { email: 'Email is invalid', nickname: 'Nickname can be at most 30 characters' },
  codes: { email: 'EMAIL_INVALID', nickname: 'FIELD_TOO_LONG', other: 'NOT_A_CODE_WE_KNOW' },
});

describe('apiErrorInfo reads the code of an answer', () => {
  it('returns the known code and codes beside message and errors', () => {
    expect(apiErrorInfo(validation, 'Failed')).toEqual({
      message: 'Email is invalid',
      status: 400,
      errors: { email: 'Email is invalid', nickname: 'Nickname can be at most 30 characters' },
      code: 'VALIDATION_FAILED',
      codes: { email: 'EMAIL_INVALID', nickname: 'FIELD_TOO_LONG' },
    });
  });

  it('leaves out a code it does not know, and answers without one', () => {
    const newer = apiErrorInfo(answered(418, { message: 'Teapot', code: 'TEAPOT' }), 'Failed');
    expect(newer).toEqual({ message: 'Teapot', status: 418, errors: null });
    const older = apiErrorInfo(answered(401, { success: false, message: 'No' }), 'Failed');
    expect(older.code).toBeUndefined();
    expect(older.codes).toBeUndefined();
  });
});

describe('the API messages (English source)', () => {
  it('has one message per code, none empty', () => {
    for (const code of ERROR_CODES) {
      // A missing id would come back as the id itself.
      expect(english(code), code).not.toMatch(/^api\.|^$/);
    }
  });

  it("uses the server's own words where they are fixed", () => {
    expect(english('EMAIL_INVALID')).toBe(MESSAGES.emailInvalid);
    expect(english('PASSWORD_TOO_WEAK')).toBe(MESSAGES.passwordComplexity);
    expect(english('PASSWORDS_MISMATCH')).toBe(MESSAGES.passwordsMismatch);
    expect(english('USERNAME_INVALID')).toBe(MESSAGES.usernameInvalid);
    expect(english('OTP_FORMAT')).toBe(MESSAGES.otpDigits);
    expect(english('IDENTIFIER_REQUIRED')).toBe(MESSAGES.identifierRequired);
    expect(english('PHOTO_TOO_LARGE')).toBe(PROFILE_MESSAGES.photoTooLarge);
    expect(english('PHOTO_DAMAGED')).toBe(PROFILE_MESSAGES.photoDamaged);
    expect(english('REQUEST_TIMED_OUT')).toBe(TIMEOUT_MESSAGE);
  });
});

describe('apiErrorText and apiFieldErrors', () => {
  const unknownPath = answered(404, {
    success: false,
    message: 'No such endpoint: GET /api/nothing',
    code: 'ENDPOINT_NOT_FOUND',
  });

  it("show the server's message word for word in English", () => {
    expect(apiErrorText(apiErrorInfo(unknownPath, 'Failed'), 'Failed')).toBe(
      'No such endpoint: GET /api/nothing',
    );
    expect(apiErrorText(apiErrorInfo(validation, 'Failed'), 'Failed')).toBe('Email is invalid');
    expect(apiErrorText(apiErrorInfo(timedOut, 'Failed'), 'Failed')).toBe(TIMEOUT_MESSAGE);
    expect(apiErrorText(apiErrorInfo(answered(502, '<html>'), ''), 'Failed to load')).toBe(
      'Failed to load',
    );
    expect(apiFieldErrors(apiErrorInfo(validation, 'Failed'))).toEqual({
      email: 'Email is invalid',
      nickname: 'Nickname can be at most 30 characters',
    });
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      await loadLanguage('ar');
    });
    beforeEach(() => {
      activateLanguage('ar');
    });
    afterEach(() => {
      activateLanguage('en');
    });

    it('translate the code', () => {
      expect(apiErrorText(apiErrorInfo(unknownPath, 'Failed'), 'تعذّر التحميل')).toBe(
        'هذا العنوان غير موجود على الخادم.',
      );
      const login = answered(401, {
        success: false,
        message: 'Invalid credentials',
        code: 'INVALID_CREDENTIALS',
      });
      expect(apiErrorText(apiErrorInfo(login, ''), 'فشل تسجيل الدخول')).toBe(
        'بيانات تسجيل الدخول غير صحيحة.',
      );
      expect(apiErrorText(apiErrorInfo(timedOut, ''), 'فشل')).toBe(
        'انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.',
      );
    });

    it("give the caller's own words when the answer names no code", () => {
      const proxy = answered(502, 'Bad gateway');
      expect(apiErrorText(apiErrorInfo(proxy, ''), 'تعذّر تحميل البيانات')).toBe(
        'تعذّر تحميل البيانات',
      );
    });

    it('translate each field by its code', () => {
      expect(apiFieldErrors(apiErrorInfo(validation, 'Failed'))).toEqual({
        email: 'البريد الإلكتروني غير صالح',
        nickname: 'قيمة هذا الحقل طويلة جدًا',
      });
      // A field the server named no code for keeps its text.
      const bare = apiErrorInfo(answered(400, { message: 'x', errors: { a: 'Bad a' } }), '');
      expect(apiFieldErrors(bare)).toEqual({ a: 'Bad a' });
    });
  });
});
