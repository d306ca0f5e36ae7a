import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

/**
 * The server configured with a Nominatim-compatible geocoder (a local stand-in speaking its
 * protocol) and a custom tile server: reverse geocoding goes through the geocoder, and the
 * tile settings reach the client's runtime config and the CSP.
 */
let nominatim: Server;
let failing = false;
const asked: IncomingMessage[] = [];
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  nominatim = createServer((request, response) => {
    asked.push(request);
    if (failing) {
      response.writeHead(503).end('overloaded');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        display_name: 'Kanata, Ottawa, Eastern Ontario, Ontario, Canada',
        address: {
          town: 'Kanata',
          city: 'Ottawa',
          state: 'Ontario',
          'ISO3166-2-lvl4': 'CA-ON',
          country_code: 'ca',
        },
      }),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  const geocoderUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;

  distDir = mkdtempSync(path.join(tmpdir(), 'hh-web-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__" /></head><body></body></html>',
  );
  server = await startTestServer({
    GEOCODER_URL: geocoderUrl,
    MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© Example Maps & "friends"',
    WEB_DIST_DIR: distDir,
  });
});

afterAll(async () => {
  await server.close();
  nominatim.closeAllConnections();
  await new Promise((resolve) => nominatim.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('reverse geocoding through GEOCODER_URL', () => {
  it("answers the geocoder's place, asking it with the application's User-Agent", async () => {
    failing = false;
    const res = await server.request('GET', '/api/location/reverse?latitude=45.3&longitude=-75.9');
    expect(res.body).toEqual({ label: 'Ottawa, ON', city: 'Ottawa', region: 'ON', country: 'CA' });
    const request = asked.at(-1)!;
    expect(new URL(request.url!, 'http://x').searchParams.get('format')).toBe('jsonv2');
    expect(request.headers['user-agent']).toMatch(/^HireHand\/\d+\.\d+\.\d+ \(\+http:\/\/127\.0\.0\.1:0\)$/);
  });

  it('labels a stored position through the geocoder', async () => {
    failing = false;
    const { headers } = await buildSignedInUser(server);
    const res = await server.request(
      'POST',
      '/api/location/update',
      { latitude: 45.31, longitude: -75.91 },
      headers,
    );
    expect(res.body.location.label).toBe('Ottawa, ON');
  });

  it('falls back to "lat, lng" when the geocoder fails', async () => {
    failing = true;
    const before = asked.length;
    const res = await server.request('GET', '/api/location/reverse?latitude=45.123456&longitude=-75.654321');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ label: '45.1235, -75.6543', city: null, region: null, country: null });
    expect(asked.length).toBe(before + 1);
  });
});

describe('map tile settings', () => {
  it("reach the client's runtime config", async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    const content = /<meta name="app-config" content="([^"]*)"/.exec(html)![1]!;
    const decoded = content
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      mapAttribution: '© Example Maps & "friends"',
    });
  });

  it("let the pages' CSP load images from the tile server's hosts", async () => {
    const res = await server.request('GET', '/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.com;");
  });
});
