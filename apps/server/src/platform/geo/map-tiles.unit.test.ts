import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { tileImageSource } from './map-tiles';

describe('tileImageSource', () => {
  it("is the tile server's origin", () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=abc')).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('widens a host placeholder to the CSP wildcard', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
    expect(tileImageSource('https://tiles-{s}.a.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.a.example.com:8443',
    );
  });
});

describe('map and geocoder settings', () => {
  it('default to OpenStreetMap tiles and the bundled gazetteer', () => {
    const env = loadEnv({});
    expect(env.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(env.GEOCODER_URL).toBeUndefined();
  });

  it('accept a tile template and a geocoder URL, and reject bad ones', () => {
    const env = loadEnv({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      GEOCODER_URL: 'https://nominatim.example.com',
    });
    expect(env).toMatchObject({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
      GEOCODER_URL: 'https://nominatim.example.com',
    });
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadEnv({ GEOCODER_URL: 'ftp://geo.example.com' })).toThrow(
      /GEOCODER_URL: must start with http/,
    );
  });
});
