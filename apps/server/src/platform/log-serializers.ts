import type { FastifyServerOptions } from 'fastify';

/**
 * What an error may say in the log. Database errors carry the query's parameters
 * (drizzle's `params` and its message, pg's `detail`, PGlite's `params`): password
 * hashes, messages, addresses. Only the kind, a message without data, the SQLSTATE
 * and the names PostgreSQL reports (constraint, table, column) are kept; the cause
 * chain is followed the same way.
 */
const SAFE_FIELDS = ['constraint', 'table', 'column', 'schema', 'severity', 'routine'] as const;
const MAX_MESSAGE = 1_000;
const MAX_DEPTH = 3;

type ErrorLike = Error & Record<string, unknown>;
type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** The first SQLSTATE in the error's cause chain. */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let e = error as ErrorLike | undefined, depth = 0;
    e && depth <= MAX_DEPTH;
    e = e.cause as ErrorLike, depth++
  ) {
    if (isSqlState(e.code)) return e.code;
  }
  return undefined;
}

function safeMessage(error: ErrorLike): string {
  let message = typeof error.message === 'string' ? error.message : '';
  // drizzle: "Failed query: <sql with $1 placeholders>\nparams: <every value>".
  const params = message.indexOf('\nparams:');
  if (params >= 0) message = message.slice(0, params);
  // Data exceptions (class 22) quote the offending value: `invalid input syntax for type uuid: "..."`.
  if (isSqlState(error.code) && error.code.startsWith('22')) message = message.split(': ')[0] ?? '';
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/** The stack's frames under a first line rebuilt from the safe message (V8 repeats the message there). */
function safeStack(error: ErrorLike, kind: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${kind}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer: kind, message without data, SQLSTATE or error code, stack, cause. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    // Thrown non-errors: the type only, their content is unknown.
    return { type: error === null ? 'null' : typeof error, message: '', stack: '' };
  }
  const err = error as ErrorLike;
  const kind = err.constructor?.name && err.constructor.name !== 'Error' ? err.constructor.name : err.name;
  const message = safeMessage(err);
  const out: SerializedError = { type: kind, message, stack: safeStack(err, kind, message) };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  for (const field of SAFE_FIELDS) {
    if (typeof err[field] === 'string') out[field] = err[field];
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(err.cause, depth + 1);
  // The ORM wraps the driver's error: name the SQLSTATE at the top, where a log search looks.
  const sqlState = sqlStateOf(err);
  if (depth === 0 && sqlState) out.sqlState = sqlState;
  return out;
}

/**
 * pino's `req` serializer: the path without its query string, which may carry
 * link tokens, OAuth codes or search text.
 */
export function serializeRequest(req: { method?: string; url?: string; ip?: string; host?: string }) {
  const url = typeof req.url === 'string' ? req.url : '';
  const query = url.indexOf('?');
  return {
    method: req.method,
    url: query >= 0 ? url.slice(0, query) : url,
    host: req.host,
    remoteAddress: req.ip,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };

/** Headers that carry credentials, never logged (the socket's token rides in its protocol header). */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger options: the given ones (level, stream...) with the serializers
 * and redaction above always applied, so no caller can build a logger without them.
 */
export function loggerOptions(level: string, given?: FastifyServerOptions['logger']) {
  if (given === false) return false;
  const base = (typeof given === 'object' ? given : {}) as LoggerOptions;
  return {
    level,
    ...base,
    redact: LOG_REDACT,
    serializers: { ...(base as { serializers?: object }).serializers, ...logSerializers },
  } as LoggerOptions;
}
