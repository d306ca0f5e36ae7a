import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import type { LlmProvider } from './llm-provider';
import { createOpenAiCompatibleLlm } from './openai-compatible-llm';

/**
 * The one place that picks the llm provider: an OpenAI-compatible chat-completions API when
 * LLM_BASE_URL is set (env.ts refuses it without LLM_MODEL), else null: none is configured and
 * the ai module answers with its built-in engine.
 */
export function createLlmProvider(env: Env, log?: FastifyBaseLogger): LlmProvider | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return createOpenAiCompatibleLlm({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    log,
  });
}
