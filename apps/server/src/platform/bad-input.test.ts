import { randomInt, randomUUID } from 'node:crypto';
import { IdpErrorDto } from '@hirehand/shared/idp/idp';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { type BadRequest, badRequestsFor, type Operation, operationsOf } from './bad-input.test-cases';

/**
 * Every operation of the OpenAPI document, fed wrong types, nulls, huge, NUL and
 * lone-surrogate strings, malformed JSON and multipart, wrong content types and odd
 * ids, signed out and signed in: never a 5xx, and every error is `{code, detail}` or the
 * 422's `{code: 'validation', detail: [...]}`, strictly: a 4xx without its stable code fails
 * (decision 022; the identity provider's routes answer `{error: {code, message}}`).
 */

let server: TestServer;
let operations: Operation[];
let ids: Record<string, Record<string, string>>;
let workerHeaders: Record<string, string>;

const strictError = ErrorDto.strict();
const strictValidation = ValidationErrorDto.strict();
const strictIdpError = IdpErrorDto.strict();

/** Requests that end the caller's session or account go last, so the others stay signed in. */
const endsSession = (op: Operation) =>
  /logout|sign-out-everywhere/.test(op.path) || (op.method === 'DELETE' && op.path === '/api/account');

/** A fresh client address per request (TRUST_PROXY=1), so per-address limits let most requests through. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Failure {
  label: string;
  method: string;
  url: string;
  status: number;
  body: string;
}

/** How many answers of each status class ('2', '4'...; 401 apart) a run got: proof the cases reached the handlers. */
type Tally = Record<string, number>;

async function send(
  request: BadRequest,
  headers: Record<string, string>,
  tally: Tally,
): Promise<Failure | null> {
  let response: Response;
  try {
    response = await fetch(`${server.url}${request.url}`, {
      method: request.method,
      headers: {
        ...headers,
        'x-forwarded-for': someAddress(),
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      },
      body: request.body === undefined || request.method === 'GET' ? undefined : request.body,
      redirect: 'manual',
    });
  } catch (error) {
    return { ...describeRequest(request), status: 0, body: String(error) };
  }
  const text = await response.text();
  const kind = response.status === 401 ? '401' : String(response.status)[0]!;
  tally[kind] = (tally[kind] ?? 0) + 1;
  const failure = (): Failure => ({
    ...describeRequest(request),
    status: response.status,
    body: text.slice(0, 300),
  });
  if (response.status >= 500) return failure();
  if (response.status < 400) return null;
  if (request.op.answersPages && response.headers.get('content-type')?.startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure();
  }
  const ok =
    strictError.safeParse(body).success ||
    strictValidation.safeParse(body).success ||
    (request.op.path.startsWith('/api/idp/') && strictIdpError.safeParse(body).success);
  return ok ? null : failure();
}

const describeRequest = (request: BadRequest) => ({
  label: request.label,
  method: request.method,
  url: request.url.length > 120 ? `${request.url.slice(0, 120)}…` : request.url,
});

/** Runs the requests a few at a time; collects every 5xx and every error not in the API's shape. */
async function runAll(requests: BadRequest[], headers: Record<string, string>) {
  const failures: Failure[] = [];
  const tally: Tally = {};
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const failure = await send(request, headers, tally);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { failures, tally, total: requests.length };
}

function idsFor(op: Operation): Record<string, string> {
  const key = Object.keys(ids).find((prefix) => op.path.startsWith(prefix));
  return key ? ids[key]! : {};
}

function plan(deepFor: (op: Operation) => boolean): BadRequest[] {
  const ordered = [
    ...operations.filter((op) => op.multipart),
    ...operations.filter((op) => !op.multipart && !endsSession(op)),
    ...operations.filter(endsSession),
  ];
  return ordered.flatMap((op) => badRequestsFor(op, idsFor(op), deepFor(op)));
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  const docs = await server.request('GET', '/api/docs/json');
  operations = operationsOf(docs.body);

  const employer = await buildUser(server, { userType: 'employer', fullName: 'Bad Input Employer' });
  const worker = await buildSignedInUser(server, 'Bad Input Worker');
  const posting = await buildPosting(server, { posterId: employer.id, mode: 'service' });
  workerHeaders = worker.headers;
  const applied = await server.request(
    'POST',
    `/api/gigs/${posting.id}/apply`,
    { cover_letter: 'I can do this job next week.' },
    workerHeaders,
  );
  const conversation = await server.request(
    'POST',
    '/api/conversations',
    { participant_ids: [employer.id], initial_message: 'Hello there' },
    workerHeaders,
  );
  const entry = await server.request(
    'POST',
    '/api/experience/add',
    { title: 'Panel upgrade', description: 'Replaced a 100 A panel.' },
    workerHeaders,
  );
  for (const [name, res] of Object.entries({ applied, conversation, entry })) {
    if (res.status >= 300) throw new Error(`setup: ${name} answered ${res.status} ${res.text}`);
  }
  const applicationId = String(applied.body.id ?? applied.body.application?.id);
  ids = {
    '/api/gigs/': { id: posting.id },
    '/api/applications/': { id: applicationId },
    '/api/conversations/': { id: String(conversation.body.id), attachmentId: randomUUID() },
    '/api/experience/from-application/': { applicationId },
    '/api/experience/entries/': { id: String(entry.body.id ?? entry.body.entry?.id) },
    '/api/experience/': { userId: worker.user.id },
  };
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('bad input on every route', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((op) => op.multipart)).toBe(true);
  });

  // Public routes get every case signed out, guarded ones signed in (signed out, the sign-in
  // check answers first: auth-first.test.ts); the other way round, the basic cases only.
  it('never answers 5xx or an error outside the API shape, signed out', async () => {
    const { failures, tally } = await runAll(
      plan((op) => !op.secured),
      {},
    );
    expect(failures).toEqual([]);
    expect(tally['2']).toBeGreaterThan(30);
  }, 120_000);

  it('never answers 5xx or an error outside the API shape, signed in', async () => {
    const { failures, tally, total } = await runAll(
      plan((op) => op.secured),
      workerHeaders,
    );
    expect(failures).toEqual([]);
    // Signed in for real: most guarded cases got past the sign-in check.
    expect(tally['2']).toBeGreaterThan(30);
    expect(tally['401'] ?? 0).toBeLessThan(total / 10);
  }, 120_000);
});
