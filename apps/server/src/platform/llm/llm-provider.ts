import type { z } from 'zod';

/**
 * The llm slot of the provider registry (issue 20): a language model outside the app, reached
 * through an OpenAI-compatible chat-completions API (LLM_BASE_URL, LLM_MODEL). The registry holds
 * `LlmProvider | null`: null means none is configured, and the ai module then answers with its
 * own built-in engine (offline, deterministic), which is not a provider (it needs no outside
 * service and is always there to fall back on, so it lives with its feature, not here).
 *
 * A provider answers structured data only: the caller's zod schema is sent as a JSON schema and
 * the model's answer is parsed and validated against it before it is returned. The answer is
 * data, never code to run or HTML to render.
 */
export interface LlmProvider {
  readonly name: 'openai-compatible';
  /** The configured model (LLM_MODEL), as sent to the API. */
  readonly model: string;
  /** Who answers, as screens name it: the configured model's name. */
  readonly engineLabel: string;
  /**
   * One structured answer. Every message (and the system prompt) is stripped of e-mail
   * addresses and phone numbers before it leaves (redactPersonalData). Rejects with an
   * LlmUnavailableError once the provider failed twice (one retry on a timeout, a 429, a 5xx or
   * a malformed answer), or at once on another HTTP error or a network failure; an abort through
   * `signal` rejects with the signal's reason.
   */
  generate<T>(request: LlmRequest<T>): Promise<T>;
}

export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface LlmRequest<T> {
  system: string;
  messages: LlmMessage[];
  /**
   * What the answer must be. Plain data only (objects, strings, numbers, enums, arrays). For
   * OpenAI's strict mode every field is required (`.nullable()`, not `.optional()`) and strings
   * carry no length limits (check those after); any other schema is sent without `strict`, and
   * the answer is validated against this schema either way.
   */
  schema: z.ZodType<T>;
  /** The JSON schema's name (letters, digits, `_` and `-`), e.g. 'job_post_draft'. */
  schemaName: string;
  signal?: AbortSignal;
}

export type LlmFailureReason =
  /** No answer within LLM_TIMEOUT_MS. */
  | 'timeout'
  /** HTTP 429. */
  | 'rate_limited'
  /** An answer that is not JSON, or JSON that does not match the schema, or a refusal. */
  | 'bad_answer'
  /** Another HTTP error (5xx, 401 for a wrong key, 400 for a schema the model refuses...). */
  | 'http_error'
  /** No HTTP answer at all (connection refused, reset, DNS). */
  | 'network';

/**
 * The provider could not answer this turn; the caller falls back to the built-in engine.
 * Carries the reason and the HTTP status only: never the prompt, the answer or the key.
 */
export class LlmUnavailableError extends Error {
  override readonly name = 'LlmUnavailableError';
  constructor(
    readonly reason: LlmFailureReason,
    readonly details: {
      /** The HTTP status of the last attempt, when there was one. */
      status?: number;
      /** With rate_limited: how long the provider asked us to wait (Retry-After), when it said. */
      retryAfterMs?: number;
    } = {},
  ) {
    super(`LLM provider unavailable: ${reason}${details.status ? ` (HTTP ${details.status})` : ''}`);
  }
}
