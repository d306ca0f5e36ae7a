import { expect } from 'vitest';
import type { TestServer } from '../../../../test/start-test-server';

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** fetch against the server without following redirects. */
export const fetchManual = (server: TestServer, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, server.url), { redirect: 'manual', ...init });

/** Starts a flow (form or popup) and follows it to the development page: its state and flow cookie. */
export async function startDevFlow(server: TestServer, flow: 'form' | 'popup') {
  const start = await fetchManual(
    server,
    flow === 'form' ? '/api/auth/google/start' : '/api/idp/google/popup',
  );
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location') ?? '', server.url);
  expect(location.pathname).toBe('/api/auth/google/dev');
  expect(location.searchParams.get('flow')).toBe(flow);
  const state = location.searchParams.get('state') ?? '';
  const cookie = cookieHeader(start);
  expect(cookie).toMatch(/^hh_google_flow=/);
  return { state, cookie, pageUrl: location.pathname + location.search, start };
}

/** Posts the development page's form, as the browser does. */
export function submitDevPage(
  server: TestServer,
  cookie: string,
  fields: { flow: string; state: string; email?: string; full_name?: string; action?: string },
) {
  return fetchManual(server, '/api/auth/google/dev', {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ action: 'continue', ...fields } as Record<string, string>),
  });
}

/** The data- attributes of the page's body. */
export function bodyData(html: string): Record<string, string> {
  const body = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...body.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')]),
  );
}

/** The strict CSP allows no inline code: scripts only by src, no style attributes or blocks, no handlers. */
export function expectNoInlineCode(html: string) {
  for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    expect(tag).toMatch(/^<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>$/);
  }
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}
