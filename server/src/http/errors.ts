import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure } from '../../../contract/common';
import type { ErrorCode } from '../../../contract/error-codes';
import { AppError, codeOfStatus } from '../lib/errors';

/** The body of every error answer: the English message and its stable code (DECISIONS 38). */
const failure = (code: ErrorCode, message: string): ApiFailure => ({
  success: false,
  message,
  code,
});

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '08006',
  '08001',
  'ETIMEDOUT',
]);

function isDatabaseDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  return (
    (typeof code === 'string' && DB_DOWN_CODES.has(code)) ||
    (typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/.test(
        message,
      ))
  );
}

/**
 * An error that only says the client left before its answer was complete (a closed tab, a
 * cancelled download): Node's ERR_STREAM_PREMATURE_CLOSE, or the 'premature close' of the
 * end-of-stream package that compression pipes through. Nothing on our side failed.
 */
export function isClientGone(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'premature close';
}

/**
 * One error shape for every failure: `{ success: false, message, code, errors?, codes? }` with
 * the true status. Internal details reach the log only.
 */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ApiFailure = {
        ...failure(error.code, error.message),
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.codes ? { codes: error.codes } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(failure('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON'));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      const malformed =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      return reply
        .status(status)
        .send(
          malformed
            ? failure('MALFORMED_JSON', 'Malformed JSON body')
            : failure(codeOfStatus(status), 'Invalid request'),
        );
    }
    if (isClientGone(error)) {
      // No one is left to read an answer; 499 (a proxy's "client closed request") keeps the
      // metrics' error rate for failures of ours.
      // The request's own line says so at info ('request aborted by the client').
      request.log.debug({ reason: error.message }, 'client closed the connection');
      return reply.status(499).send(failure('CLIENT_CLOSED', 'Client closed the connection'));
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return reply
        .status(503)
        .send(failure('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(failure('INTERNAL_ERROR', 'Something went wrong. Please try again.'));
  });
}

/** The JSON 404 of an unknown /api path (also used by the SPA fallback, which must not answer it). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathOnly = request.url.split('?')[0] ?? '';
  return reply
    .status(404)
    .send(failure('ENDPOINT_NOT_FOUND', `No such endpoint: ${request.method} ${pathOnly}`));
}

export function apiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(sendApiNotFound);
}

/** Errors the router raises before any route runs, such as a URL that cannot be decoded. */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(400)
    .send(
      error.code === 'FST_ERR_BAD_URL'
        ? failure('MALFORMED_URL', 'Malformed URL')
        : failure('BAD_REQUEST', 'Invalid request'),
    );
}
