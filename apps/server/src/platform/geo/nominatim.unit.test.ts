import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGazetteer } from './gazetteer';
import { createNominatimGeo, placeFromNominatim } from './nominatim';

/** A local stand-in for Nominatim: answers what the test sets, and records what it was asked. */
let answer: (request: IncomingMessage) => { status: number; body: unknown; delayMs?: number };
const requests: IncomingMessage[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const { status, body, delayMs = 0 } = answer(request);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

/** Nominatim's jsonv2 reverse answer for downtown Toronto (trimmed to what matters). */
const TORONTO_ANSWER = {
  place_id: 123,
  lat: '43.6534817',
  lon: '-79.3839347',
  category: 'boundary',
  type: 'administrative',
  display_name: 'Toronto, Golden Horseshoe, Ontario, Canada',
  address: {
    city: 'Toronto',
    state_district: 'Golden Horseshoe',
    state: 'Ontario',
    'ISO3166-2-lvl4': 'CA-ON',
    country: 'Canada',
    country_code: 'ca',
  },
};

const log = { warn: vi.fn() };
const makeGeo = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
  createNominatimGeo(createGazetteer(), {
    baseUrl: options.baseUrl ?? baseUrl,
    userAgent: 'HireHand/test (+http://127.0.0.1)',
    timeoutMs: options.timeoutMs,
    log: log as never,
  });

describe('Nominatim adapter', () => {
  it('asks /reverse in jsonv2 with the coordinates and a User-Agent, and maps the answer', async () => {
    answer = () => ({ status: 200, body: TORONTO_ANSWER });
    const place = await makeGeo().reverse(43.6532, -79.3832);
    expect(place).toEqual({ label: 'Toronto, ON', city: 'Toronto', region: 'ON', country: 'CA' });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url!, baseUrl);
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '43.653200',
      lon: '-79.383200',
    });
    expect(requests[0]!.headers['user-agent']).toBe('HireHand/test (+http://127.0.0.1)');
  });

  it('keeps a path prefix of the base URL', async () => {
    answer = () => ({ status: 200, body: TORONTO_ANSWER });
    await makeGeo({ baseUrl: `${baseUrl}/nominatim/` }).reverse(43.65, -79.38);
    expect(new URL(requests[0]!.url!, baseUrl).pathname).toBe('/nominatim/reverse');
  });

  it('remembers an answer for the same spot', async () => {
    answer = () => ({ status: 200, body: TORONTO_ANSWER });
    const geo = makeGeo();
    await geo.reverse(43.6532, -79.3832);
    await geo.reverse(43.65321, -79.38319);
    expect(requests).toHaveLength(1);
  });

  it('answers null on an HTTP error, a timeout or bad JSON, and tries again next time', async () => {
    const geo = makeGeo({ timeoutMs: 200 });
    log.warn.mockClear();
    answer = () => ({ status: 500, body: { error: 'boom' } });
    expect(await geo.reverse(10, 10)).toBeNull();
    answer = () => ({ status: 200, body: TORONTO_ANSWER, delayMs: 1_000 });
    expect(await geo.reverse(10, 10)).toBeNull();
    answer = () => ({ status: 200, body: '<html>not json' });
    expect(await geo.reverse(10, 10)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(3);
    // Failures are not remembered: the service was asked each time, and a good answer now counts.
    answer = () => ({ status: 200, body: TORONTO_ANSWER });
    expect(await geo.reverse(10, 10)).toMatchObject({ label: 'Toronto, ON' });
    expect(requests).toHaveLength(4);
  });

  it('answers null for "Unable to geocode" (nothing there), and remembers it', async () => {
    const geo = makeGeo();
    answer = () => ({ status: 200, body: { error: 'Unable to geocode' } });
    expect(await geo.reverse(20, -30)).toBeNull();
    expect(await geo.reverse(20, -30)).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('answers null when the service cannot be reached', async () => {
    const unreachable = makeGeo({ baseUrl: 'http://127.0.0.1:9' });
    expect(await unreachable.reverse(43.65, -79.38)).toBeNull();
  });

  it('still finds cities with the bundled gazetteer (no request)', async () => {
    expect(await makeGeo().findCity('Toronto')).toMatchObject({ name: 'Toronto', region: 'ON' });
    expect(requests).toHaveLength(0);
  });
});

describe('placeFromNominatim', () => {
  it('takes a town or village when there is no city, and the region code from the state name', () => {
    expect(
      placeFromNominatim({ address: { town: 'Canmore', state: 'Alberta', country_code: 'ca' } }),
    ).toEqual({ label: 'Canmore, AB', city: 'Canmore', region: 'AB', country: 'CA' });
    expect(
      placeFromNominatim({
        address: { village: 'Stowe', state: 'Vermont', 'ISO3166-2-lvl4': 'US-VT', country_code: 'us' },
      }),
    ).toEqual({ label: 'Stowe, VT', city: 'Stowe', region: 'VT', country: 'US' });
  });

  it('keeps an unknown region name, and falls back to the country for the label', () => {
    expect(
      placeFromNominatim({ address: { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country_code: 'fr' } }),
    ).toEqual({
      label: 'Lyon, Auvergne-Rhône-Alpes',
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      country: 'FR',
    });
    expect(placeFromNominatim({ address: { city: 'Monaco', country_code: 'mc' } })).toEqual({
      label: 'Monaco, MC',
      city: 'Monaco',
      region: null,
      country: 'MC',
    });
  });

  it('answers null without a place name or on an error answer', () => {
    expect(placeFromNominatim({ address: { state: 'Ontario', country_code: 'ca' } })).toBeNull();
    expect(placeFromNominatim({ error: 'Unable to geocode' })).toBeNull();
    expect(placeFromNominatim({})).toBeNull();
  });
});
