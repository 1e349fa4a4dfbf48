/**
 * Errors that services throw; the app's error handler turns them into
 * `{ success: false, message, code, errors?, codes? }` with the status they carry. Services know
 * nothing of HTTP beyond this status number. `code` is the stable name of the failure
 * (contract/error-codes.ts, DECISIONS 38): given where a failure has its own name, otherwise the
 * general one of its status. `codes` names each field of `errors`.
 */
import type { ErrorCode } from '../../../contract/error-codes';
import { fieldCodeOfMessage } from './field-codes';

export type FieldCodes = Record<string, ErrorCode>;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The general code of a status (a 400 with field errors is a validation failure). */
export function codeOfStatus(status: number, hasFields = false): ErrorCode {
  if (status === 400 && hasFields) return 'VALIDATION_FAILED';
  return STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly codes?: FieldCodes;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
    codes?: FieldCodes,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? codeOfStatus(statusCode, !!errors);
    if (errors) {
      // A field without a code of its own is named by its message when the spec words it,
      // otherwise by the error's own code (a plain validation failure: the field is invalid).
      const fallback = this.code === 'VALIDATION_FAILED' ? 'FIELD_INVALID' : this.code;
      this.codes = Object.fromEntries(
        Object.entries(errors).map(([field, text]) => [
          field,
          codes?.[field] ?? fieldCodeOfMessage(text) ?? fallback,
        ]),
      );
    }
  }
}

export const badRequest = (
  message: string,
  errors?: Record<string, string>,
  code?: ErrorCode,
  codes?: FieldCodes,
) => new AppError(400, message, errors, undefined, code, codes);
export const unauthorized = (message = 'Unauthorized', code?: ErrorCode) =>
  new AppError(401, message, undefined, undefined, code);
export const forbidden = (message = 'Forbidden', code?: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code);
export const notFound = (message = 'Not found', code?: ErrorCode) =>
  new AppError(404, message, undefined, undefined, code);
/** The 404 of a member id that names no one. */
export const userNotFound = () => notFound('User not found', 'USER_NOT_FOUND');
export const conflict = (
  message: string,
  errors?: Record<string, string>,
  code?: ErrorCode,
  codes?: FieldCodes,
) => new AppError(409, message, errors, undefined, code, codes);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
  code: ErrorCode = 'RATE_LIMITED',
  errors?: Record<string, string>,
) =>
  new AppError(
    429,
    message,
    errors,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
    code,
  );
