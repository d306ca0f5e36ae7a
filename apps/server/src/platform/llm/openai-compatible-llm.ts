import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { type LlmProvider, type LlmRequest, LlmUnavailableError } from './llm-provider';
import { redactPersonalData } from './redact-personal-data';

export interface OpenAiCompatibleSettings {
  /** LLM_BASE_URL, up to and with the version: https://api.openai.com/v1, http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  /** LLM_API_KEY; none for a local server that asks for none (Ollama, llama.cpp). */
  apiKey?: string;
  /** LLM_MODEL: gpt-4o-mini, llama3.1:8b... */
  model: string;
  /** LLM_TIMEOUT_MS: how long one attempt may take. */
  timeoutMs?: number;
  /** The longest wait a Retry-After may impose before the one retry (ms). */
  maxRetryWaitMs?: number;
  log?: FastifyBaseLogger;
}

export const LLM_TIMEOUT_MS = 10_000;
const MAX_RETRY_WAIT_MS = 2_000;
/** Before retrying a 429 that did not say how long to wait, or a 5xx. */
const RATE_LIMIT_WAIT_MS = 1_000;
const SERVER_ERROR_WAIT_MS = 250;

/**
 * The llm slot's adapter for any server speaking OpenAI's chat-completions API (OpenAI, Ollama,
 * vLLM, llama.cpp's server), through the official `openai` SDK with its own retries off: this
 * adapter makes exactly one retry, on a timeout, a 429 (after its Retry-After, capped at 2 s), a
 * 5xx or a malformed answer. The caller's zod schema goes out as `response_format:
 * { type: 'json_schema' }` and the answer comes back through the same schema; text leaves
 * without e-mail addresses or phone numbers. The log gets the failure's reason and HTTP status,
 * never a prompt, an answer or the key.
 */
export function createOpenAiCompatibleLlm(settings: OpenAiCompatibleSettings): LlmProvider {
  const timeoutMs = settings.timeoutMs ?? LLM_TIMEOUT_MS;
  const maxRetryWaitMs = settings.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS;
  const { model, log } = settings;
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a key; without one, the placeholder is never sent (the header is removed below).
    apiKey: settings.apiKey ?? 'none',
    defaultHeaders: settings.apiKey ? undefined : { Authorization: null },
    // Given here so that the SDK reads none of its OPENAI_* variables (env.ts is the one reader).
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    // Our own signal times each attempt out; the SDK's timeout is only a backstop.
    timeout: timeoutMs * 2,
    maxRetries: 0,
    // The SDK's debug log prints requests, prompts included: off, whatever OPENAI_LOG says.
    logLevel: 'off',
  });

  async function attempt<T>(request: LlmRequest<T>, jsonSchema: Record<string, unknown>): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        {
          model,
          messages: [
            { role: 'system', content: redactPersonalData(request.system) },
            ...request.messages.map((message) => ({
              role: message.role,
              content: redactPersonalData(message.content),
            })),
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, schema: jsonSchema, strict: isStrictSchema(jsonSchema) },
          },
        },
        { signal },
      );
      const message = completion?.choices?.[0]?.message;
      if (message?.refusal) throw new LlmUnavailableError('bad_answer');
      content = message?.content;
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (timeout.aborted || error instanceof APIConnectionTimeoutError)
        throw new LlmUnavailableError('timeout');
      throw toUnavailable(error);
    }
    const parsed = request.schema.safeParse(parseJson(content));
    if (!parsed.success) throw new LlmUnavailableError('bad_answer');
    return parsed.data;
  }

  return {
    name: 'openai-compatible',
    model,
    engineLabel: model,
    async generate<T>(request: LlmRequest<T>): Promise<T> {
      const jsonSchema = jsonSchemaOf(request.schema);
      for (let attemptNumber = 1; ; attemptNumber++) {
        try {
          return await attempt(request, jsonSchema);
        } catch (error) {
          if (!(error instanceof LlmUnavailableError)) throw error;
          log?.warn(
            { llm: { model, attempt: attemptNumber, reason: error.reason, status: error.details.status } },
            'LLM provider did not answer',
          );
          const wait = retryWait(error, maxRetryWaitMs);
          if (attemptNumber >= 2 || wait === null) throw error;
          if (wait > 0) {
            await sleep(wait, undefined, { signal: request.signal }).catch(() => {
              throw request.signal?.reason;
            });
          }
        }
      }
    },
  };
}

/** How long to wait before the one retry (ms), or null when a retry would not help. */
function retryWait(error: LlmUnavailableError, maxRetryWaitMs: number): number | null {
  switch (error.reason) {
    case 'timeout':
    case 'bad_answer':
      return 0;
    case 'rate_limited':
      return Math.min(error.details.retryAfterMs ?? RATE_LIMIT_WAIT_MS, maxRetryWaitMs);
    case 'http_error':
      return (error.details.status ?? 0) >= 500 ? SERVER_ERROR_WAIT_MS : null;
    case 'network':
      return null;
  }
}

function toUnavailable(error: unknown): LlmUnavailableError {
  if (error instanceof LlmUnavailableError) return error;
  if (error instanceof APIConnectionError) return new LlmUnavailableError('network');
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status === 429) {
      return new LlmUnavailableError('rate_limited', {
        status: 429,
        retryAfterMs: retryAfterOf(error.headers),
      });
    }
    return new LlmUnavailableError('http_error', { status: error.status });
  }
  // A 200 whose body is not a chat completion (the SDK could not read it as JSON).
  return new LlmUnavailableError('bad_answer');
}

/** Retry-After-Ms (OpenAI's), else Retry-After in seconds or as an HTTP date; undefined when absent. */
// wall clock: an HTTP-date Retry-After is the provider's real time, compared with ours, not the app's clock.
export function retryAfterOf(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The answer's JSON: local models sometimes wrap it in a ```json fence, or put their reasoning
 * in a <think> block first. undefined when it is not JSON (the schema then refuses it).
 */
function parseJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  const text = content
    .trim()
    .replace(/^<think>[\s\S]*?<\/think>\s*/, '')
    .replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema) as Record<string, unknown>;
  return jsonSchema;
}

/**
 * The keywords OpenAI's strict mode documents as supported; a schema using another (zod's
 * `.min()` on a string is `minLength`, for one) would be refused with a 400 in strict mode.
 */
const STRICT_KEYWORDS = new Set([
  ...['type', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'enum', 'const'],
  ...['$schema', '$defs', '$ref', 'description', 'title', 'pattern', 'format'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems'],
]);

/**
 * Whether OpenAI's strict mode accepts the schema: only the keywords it supports, and every
 * object closed and with every property required (zod's `.optional()` makes a property not
 * required: use `.nullable()`). Others are sent without `strict`, as a guide; the answer is
 * validated against the zod schema either way.
 */
export function isStrictSchema(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return true;
  const node = schema as Record<string, unknown>;
  if (Object.keys(node).some((keyword) => !STRICT_KEYWORDS.has(keyword))) return false;
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  if (node.type === 'object' || node.properties) {
    const required = (node.required ?? []) as string[];
    if (node.additionalProperties !== false) return false;
    if (Object.keys(properties).some((key) => !required.includes(key))) return false;
  }
  const children = [
    ...Object.values(properties),
    ...Object.values((node.$defs ?? {}) as Record<string, unknown>),
    ...(Array.isArray(node.anyOf) ? node.anyOf : []),
    node.items,
  ];
  return children.every(isStrictSchema);
}
