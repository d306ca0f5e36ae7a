import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type LocalLlmPeer, startLocalLlmPeer } from '../../../test/local-llm-peer';
import { startTestServer } from '../../../test/start-test-server';
import { loadEnv } from '../../env';
import { createLlmProvider } from './create-llm-provider';
import { type LlmProvider, type LlmRequest, LlmUnavailableError } from './llm-provider';
import { createOpenAiCompatibleLlm, isStrictSchema, retryAfterOf } from './openai-compatible-llm';
import { REDACTED_EMAIL, REDACTED_PHONE } from './redact-personal-data';

/**
 * The OpenAI-compatible adapter against a local HTTP peer speaking the chat-completions API:
 * what it sends (model, key, the schema as response_format, text without e-mails or phones),
 * what it accepts back, and its one retry on a timeout, a 429, a 5xx or a malformed answer.
 */
const MODEL = 'llama3.1:8b';
/** Short, yet long enough for a cold first request on a loaded 2-core CI machine. */
const TIMEOUT_MS = 1_000;
/** Longer than TIMEOUT_MS: an answer this late is a timeout. */
const TOO_LATE_MS = 3_000;

const Draft = z.object({
  title: z.string(),
  hourlyRate: z.number().nullable(),
  skills: z.array(z.string()),
});
type Draft = z.infer<typeof Draft>;
const GOOD: Draft = { title: 'Deck builder', hourlyRate: 45, skills: ['carpentry'] };

const draftRequest = (overrides: Partial<LlmRequest<Draft>> = {}): LlmRequest<Draft> => ({
  system: 'You turn a description into a job post draft.',
  messages: [{ role: 'user', content: 'I need someone to build a deck, $45/h.' }],
  schema: Draft,
  schemaName: 'job_post_draft',
  ...overrides,
});

let peer: LocalLlmPeer;
let llm: LlmProvider;

/** The error a failing generate() rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<LlmUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmUnavailableError);
  return error as LlmUnavailableError;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

beforeAll(async () => {
  peer = await startLocalLlmPeer();
  // Through env as the server builds it, with a short LLM_TIMEOUT_MS.
  const env = loadEnv({
    LLM_BASE_URL: peer.baseUrl,
    LLM_API_KEY: 'sk-local-test-key',
    LLM_MODEL: MODEL,
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  llm = createLlmProvider(env)!;
});
afterEach(() => peer.reset());
afterAll(() => peer.close());

describe('OpenAI-compatible adapter', { timeout: 20_000 }, () => {
  it('asks the model for the schema as json_schema, with its key, and returns the validated answer', async () => {
    peer.reply({ json: GOOD });
    expect(await llm.generate(draftRequest())).toEqual(GOOD);
    expect(llm).toMatchObject({ name: 'openai-compatible', model: MODEL, engineLabel: MODEL });

    const call = peer.lastCall()!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-local-test-key');
    expect(call.body.model).toBe(MODEL);
    expect(call.body.stream).toBeFalsy();
    expect(call.body.messages).toEqual([
      { role: 'system', content: 'You turn a description into a job post draft.' },
      { role: 'user', content: 'I need someone to build a deck, $45/h.' },
    ]);
    expect(call.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'job_post_draft',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            hourlyRate: { type: ['number', 'null'] },
            skills: { type: 'array', items: { type: 'string' } },
          },
          required: ['title', 'hourlyRate', 'skills'],
          additionalProperties: false,
        },
      },
    });
  });

  it('strips e-mail addresses and phone numbers from the system prompt and every message before they leave', async () => {
    peer.reply({ json: GOOD });
    await llm.generate(
      draftRequest({
        system: 'The employer is jane@example.ca.',
        messages: [
          { role: 'user', content: 'Call me at (416) 555-0199 or +44 20 7946 0958. Pay $45/h since 2019.' },
          { role: 'assistant', content: 'Should applicants write to jane@example.ca?' },
          { role: 'user', content: 'Yes, or text 604.555.0123' },
        ],
      }),
    );
    const sent = JSON.stringify(peer.lastCall()!.body);
    for (const secret of ['jane@example.ca', '555-0199', '7946', '555.0123'])
      expect(sent).not.toContain(secret);
    expect(peer.lastCall()!.body.messages).toEqual([
      { role: 'system', content: `The employer is ${REDACTED_EMAIL}.` },
      { role: 'user', content: `Call me at ${REDACTED_PHONE} or ${REDACTED_PHONE}. Pay $45/h since 2019.` },
      { role: 'assistant', content: `Should applicants write to ${REDACTED_EMAIL}?` },
      { role: 'user', content: `Yes, or text ${REDACTED_PHONE}` },
    ]);
  });

  it('sends no Authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    const keyless = createOpenAiCompatibleLlm({ baseUrl: peer.baseUrl, model: MODEL, timeoutMs: TIMEOUT_MS });
    peer.reply({ json: GOOD });
    expect(await keyless.generate(draftRequest())).toEqual(GOOD);
    expect(peer.lastCall()!.headers.authorization).toBeUndefined();
  });

  it('accepts JSON in a ```json fence, as local models sometimes write it', async () => {
    peer.reply({ content: `\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\`` });
    expect(await llm.generate(draftRequest())).toEqual(GOOD);
  });

  it('retries once after an answer that is not JSON, and returns the good second answer', async () => {
    peer.reply({ content: 'Sure! Here is your job post: Deck builder' }, { json: GOOD });
    expect(await llm.generate(draftRequest())).toEqual(GOOD);
    expect(peer.calls).toHaveLength(2);
  });

  it('gives up as bad_answer after two answers that do not match the schema', async () => {
    peer.reply({ json: { title: 7, skills: 'carpentry' } }, { json: { title: 'Deck builder' } });
    const error = await failureOf(llm.generate(draftRequest()));
    expect(error.reason).toBe('bad_answer');
    expect(peer.calls).toHaveLength(2);
  });

  it('treats a body that is not a chat completion, and a refusal, as bad answers', async () => {
    peer.reply(
      { status: 200, body: 'this is not json' },
      { status: 200, body: '{"object":"chat.completion"}' },
    );
    expect((await failureOf(llm.generate(draftRequest()))).reason).toBe('bad_answer');
    peer.reply({ content: null, refusal: 'I cannot help with that.' }, { content: null, refusal: 'No.' });
    expect((await failureOf(llm.generate(draftRequest()))).reason).toBe('bad_answer');
    expect(peer.calls).toHaveLength(4);
  });

  it('times a slow answer out after LLM_TIMEOUT_MS, retries once, then gives up as timeout', async () => {
    peer.reply({ json: GOOD, delayMs: TOO_LATE_MS }, { json: GOOD, delayMs: TOO_LATE_MS });
    const { ms, result } = await timed(() => failureOf(llm.generate(draftRequest())));
    expect(result.reason).toBe('timeout');
    expect(peer.calls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(2 * TIMEOUT_MS + 900);
  });

  it('returns the retry’s answer after one slow answer', async () => {
    peer.reply({ json: GOOD, delayMs: TOO_LATE_MS }, { json: GOOD });
    expect(await llm.generate(draftRequest())).toEqual(GOOD);
    expect(peer.calls).toHaveLength(2);
  });

  it('waits out a 429’s Retry-After, then returns the retry’s answer', async () => {
    peer.reply({ status: 429, headers: { 'retry-after': '1' } }, { json: GOOD });
    const { ms, result } = await timed(() => llm.generate(draftRequest()));
    expect(result).toEqual(GOOD);
    expect(peer.calls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('waits at most 2 s whatever Retry-After asks, and gives up as rate_limited after a second 429', async () => {
    const limited = { status: 429, headers: { 'retry-after': '120' } } as const;
    peer.reply(limited, limited);
    const { ms, result } = await timed(() => failureOf(llm.generate(draftRequest())));
    expect(result.reason).toBe('rate_limited');
    expect(result.details).toEqual({ status: 429, retryAfterMs: 120_000 });
    expect(peer.calls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(1_950);
    expect(ms).toBeLessThan(3_500);
  });

  it('retries a 500 once; two 500s give up as http_error', async () => {
    peer.reply({ status: 500 }, { json: GOOD });
    expect(await llm.generate(draftRequest())).toEqual(GOOD);
    peer.reply({ status: 500 }, { status: 503 });
    const error = await failureOf(llm.generate(draftRequest()));
    expect(error).toMatchObject({ reason: 'http_error', details: { status: 503 } });
    expect(peer.calls).toHaveLength(4);
  });

  it('does not retry a 401 (a wrong key) or a 400', async () => {
    peer.reply({ status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    expect(await failureOf(llm.generate(draftRequest()))).toMatchObject({
      reason: 'http_error',
      details: { status: 401 },
    });
    expect(peer.calls).toHaveLength(1);
  });

  it('reports a server that does not answer at all as network, without retrying', async () => {
    const closed = await startLocalLlmPeer();
    await closed.close();
    const unreachable = createOpenAiCompatibleLlm({
      baseUrl: closed.baseUrl,
      model: MODEL,
      timeoutMs: TIMEOUT_MS,
    });
    expect((await failureOf(unreachable.generate(draftRequest()))).reason).toBe('network');
  });

  it('rejects with the caller’s own reason when the caller aborts, without retrying', async () => {
    peer.reply({ json: GOOD, delayMs: 1_000 });
    const controller = new AbortController();
    const patient = createOpenAiCompatibleLlm({ baseUrl: peer.baseUrl, model: MODEL, timeoutMs: 5_000 });
    const pending = patient.generate(draftRequest({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('the person left')), 50);
    await expect(pending).rejects.toThrow('the person left');
    expect(peer.calls).toHaveLength(1);
  });
});

describe('isStrictSchema', () => {
  it('is true only when every object is closed and requires all its properties, with keywords strict mode knows', () => {
    expect(isStrictSchema(z.toJSONSchema(Draft))).toBe(true);
    const Rich = z.object({
      kind: z.enum(['gig', 'job']),
      rate: z.number().min(0).max(500).nullable(),
      hours: z.int(),
      tags: z.array(z.string()).max(5),
    });
    expect(isStrictSchema(z.toJSONSchema(Rich))).toBe(true);
    expect(isStrictSchema(z.toJSONSchema(z.object({ a: z.string().min(1) })))).toBe(false);
    expect(isStrictSchema(z.toJSONSchema(z.object({ a: z.string().optional() })))).toBe(false);
    expect(isStrictSchema(z.toJSONSchema(z.object({ a: z.array(z.looseObject({ b: z.string() })) })))).toBe(
      false,
    );
    expect(isStrictSchema(z.toJSONSchema(z.object({ a: z.array(z.object({ b: z.string() })) })))).toBe(true);
  });

  it('sends a schema with optional fields without strict, and still validates the answer', async () => {
    const Loose = z.object({ title: z.string(), note: z.string().optional() });
    peer.reply({ json: { title: 'Deck builder' } });
    expect(await llm.generate({ ...draftRequest(), schema: Loose, schemaName: 'loose' })).toEqual({
      title: 'Deck builder',
    });
    expect(peer.lastCall()!.body.response_format?.json_schema?.strict).toBe(false);
  });
});

describe('retryAfterOf', () => {
  it('reads retry-after-ms, then Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterOf(new Headers({ 'retry-after-ms': '1500', 'retry-after': '9' }), now)).toBe(1500);
    expect(retryAfterOf(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterOf(new Headers({ 'retry-after': 'Fri, 27 Nov 2026 12:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterOf(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterOf(new Headers(), now)).toBeUndefined();
  });
});

describe('the llm slot in the app', { timeout: 60_000 }, () => {
  it('is on app.ctx from env, logs a failure’s reason and status but never the prompt or the key', async () => {
    const logLines: string[] = [];
    const server = await startTestServer(
      {
        LLM_BASE_URL: peer.baseUrl,
        LLM_MODEL: MODEL,
        LLM_API_KEY: 'sk-never-logged',
        LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      { logLines },
    );
    try {
      const ctxLlm = server.app.ctx.llm!;
      expect(ctxLlm.engineLabel).toBe(MODEL);
      peer.reply({ status: 503 }, { content: 'not json at all' });
      const secretPrompt = 'private prompt text about a deck';
      const error = await failureOf(
        ctxLlm.generate(draftRequest({ messages: [{ role: 'user', content: secretPrompt }] })),
      );
      expect(error.reason).toBe('bad_answer');
      const failures = logLines.map((line) => JSON.parse(line)).filter((line) => line.llm);
      expect(failures.map((line) => line.llm)).toEqual([
        { model: MODEL, attempt: 1, reason: 'http_error', status: 503 },
        { model: MODEL, attempt: 2, reason: 'bad_answer' },
      ]);
      const log = logLines.join('\n');
      for (const secret of [secretPrompt, 'not json at all', 'sk-never-logged'])
        expect(log).not.toContain(secret);
    } finally {
      await server.close();
    }
  });

  it('is null without LLM_BASE_URL (the built-in engine answers), and a test may swap it', async () => {
    expect(createLlmProvider(loadEnv({}))).toBeNull();
    const server = await startTestServer({}, { providers: { llm } });
    try {
      expect(server.app.ctx.llm).toBe(llm);
    } finally {
      await server.close();
    }
  });
});
