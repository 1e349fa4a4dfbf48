/**
 * What the server logs (issue 14, item 7): one line per request at `info`, written when it ends
 * (Fastify's 'incoming request' line is off), and a client that goes away mid-answer (a closed
 * tab, a cancelled CSV download) is an `info` line, never an error.
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { isClientGone } from './errors';

// Never let a secret reach a log line (CONVENTIONS: what to avoid).
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.otp',
  '*.resetOtp',
];

const WARN = 40;

/** Where log lines go: standard output unless a test passes its own. */
export interface LogStream {
  write(line: string): void;
}
type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The error a log call carries, as `log.error(err)` or `log.error({ err }, message)`. */
function loggedError(args: unknown[]): unknown {
  const [first] = args;
  if (first instanceof Error) return first;
  if (first && typeof first === 'object' && 'err' in first) return first.err;
  return undefined;
}

/**
 * The app's logger settings. Plugins that pipe a response (compression) log a client's early
 * close as an error with no way to say otherwise. Such a line becomes `debug`: the request's own
 * line already says, at `info`, that the client left ('request aborted by the client').
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerSettings {
  return {
    level,
    redact: REDACT,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(args, method, levelValue) {
        const error = loggedError(args);
        if (levelValue >= WARN && isClientGone(error)) {
          // The same logger, so its bindings (reqId) stay on the line.
          const reason = (error as Error).message;
          if (this.isLevelEnabled('debug')) this.debug({ reason }, 'client closed the connection');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}

const logged = new WeakSet<FastifyRequest>();

/** The request's one line: method, path, status, time in ms, and (from the logger) reqId. */
function requestLine(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: 'completed' | 'aborted' | Error,
): void {
  if (logged.has(request)) return;
  logged.add(request);
  const fields = {
    method: request.method,
    url: request.url,
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (outcome === 'completed') request.log.info(fields, 'request completed');
  else if (outcome === 'aborted')
    request.log.info({ ...fields, aborted: true }, 'request aborted by the client');
  else request.log.error({ ...fields, err: outcome }, 'request errored');
}

/**
 * Fastify's own request lines, reshaped: nothing when a request comes in, one line when its
 * answer is complete, and a client's early close is no error.
 */
class RequestLines extends LogController {
  override incomingRequest(): void {
    // The request's line is written when it ends.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error) requestLine(request, reply, 'completed');
    else requestLine(request, reply, isClientGone(error) ? 'aborted' : error);
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (isClientGone(error)) requestLine(request, reply, 'aborted');
    else super.streamError(error, request, reply);
  }
}

/** The app's request logging; `logController` goes to Fastify's options. */
export function requestLogging(app: FastifyInstance): void {
  // Fastify never reports an answer the client abandoned before it was complete.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) requestLine(request, reply, 'aborted');
    });
    done();
  });
}

export const logController = () => new RequestLines();
