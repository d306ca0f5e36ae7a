import { afterEach, vi } from 'vitest';

/** One request the code under test made, as the fake saw it. */
export interface ApiCall {
  method: string;
  /** As passed to fetch, query included ('/api/gigs?page=1'). */
  url: string;
  path: string;
  query: URLSearchParams;
  /** `:name` segments of the route that answered. */
  params: Record<string, string>;
  /** Parsed JSON for a string body, the FormData itself for a form, else undefined. */
  // biome-ignore lint/suspicious/noExplicitAny: assertions read the body's fields without declaring its shape.
  body: any;
  headers: Record<string, string>;
}

type Answer = Response | Promise<Response>;
/** A response (cloned for every call), or a function of the call (may reject, like a network failure). */
export type Reply = Answer | ((call: ApiCall) => Answer);

/** A JSON response (no body for `undefined`). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** What fetch does when the server cannot be reached. */
export const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

/** A response the test hands over when it chooses (to see the pending state first). */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface Route {
  method: string;
  pattern: string;
  reply: Reply;
  once: boolean;
}

let restoreActive: (() => void) | null = null;
/** Requests no route answered since the last check; kept across fakes replaced within a test. */
let unexpected: string[] = [];

function match(pattern: string, url: string): Record<string, string> | null {
  // A pattern with a query matches the whole URL; one without matches the path whatever the query.
  const target = pattern.includes('?') ? url : url.split('?')[0]!;
  if (pattern.endsWith('*')) return target.startsWith(pattern.slice(0, -1)) ? {} : null;
  const want = pattern.split('/');
  const got = target.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

function toHeaders(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function toBody(body: RequestInit['body']) {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body instanceof FormData ? body : undefined;
}

/**
 * The API at the fetch boundary for component tests: routes ('GET /api/gigs/:id', 'POST /api/x',
 * 'GET /api/jobs?page=2', 'GET /api/files/*') answer with a response or a function of the call;
 * every call is recorded. A request no route answers is refused, and fails the test after it ends
 * even if the component swallowed the error. The real fetch comes back after each test.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  restoreActive?.();
  const table: Route[] = [];
  const calls: ApiCall[] = [];

  const add = (route: string, reply: Reply, once: boolean) => {
    const space = route.indexOf(' ');
    if (space < 0) throw new Error(`fakeApi: a route is 'METHOD /path', got '${route}'`);
    const entry = {
      method: route.slice(0, space).toUpperCase(),
      pattern: route.slice(space + 1),
      reply,
      once,
    };
    // One-off answers come first, in the order given; then lasting routes, the latest first.
    const firstLasting = table.findIndex((item) => !item.once);
    table.splice(firstLasting < 0 ? table.length : firstLasting, 0, entry);
  };
  for (const [route, reply] of Object.entries(routes)) add(route, reply, false);

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const call: ApiCall = {
      method,
      url,
      path: url.split('?')[0]!,
      query: new URL(url, 'http://localhost').searchParams,
      params: {},
      body: toBody(init?.body),
      headers: toHeaders(init),
    };
    calls.push(call);
    for (const [index, route] of table.entries()) {
      if (route.method !== method) continue;
      const params = match(route.pattern, url);
      if (!params) continue;
      call.params = params;
      if (route.once) table.splice(index, 1);
      const answer = typeof route.reply === 'function' ? route.reply(call) : route.reply;
      return answer instanceof Response ? answer.clone() : answer;
    }
    unexpected.push(`${method} ${url}`);
    throw new Error(`fakeApi: unexpected request ${method} ${url}`);
  });

  const fake = {
    /** Every request made, in order. */
    calls,
    /** The calls one route would answer ('POST /api/gigs/:id/status'). */
    callsTo(route: string) {
      const space = route.indexOf(' ');
      const method = route.slice(0, space).toUpperCase();
      const pattern = route.slice(space + 1);
      return calls.filter((call) => call.method === method && match(pattern, call.url));
    },
    /** Adds (or overrides) a route. */
    on(route: string, reply: Reply) {
      add(route, reply, false);
      return fake;
    },
    /** Answers the next matching request only (queued in order, before the lasting routes). */
    once(route: string, reply: Reply) {
      add(route, reply, true);
      return fake;
    },
  };
  restoreActive = () => {
    spy.mockRestore();
    restoreActive = null;
  };
  return fake;
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** The requests no route answered so far in this test, forgotten once read. */
export function takeUnexpectedRequests() {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/** Registered once by the test setup file: restores fetch, and fails a test that made a request no route answered. */
export function checkFakeApiAfterEach() {
  afterEach(() => {
    restoreActive?.();
    const leftover = takeUnexpectedRequests();
    if (leftover.length > 0) throw new Error(`fakeApi: unexpected requests: ${leftover.join(', ')}`);
  });
}
