import type { FastifyBaseLogger } from 'fastify';
import { normalizePlace } from './gazetteer';
import type { GeoProvider, Place } from './geo-provider';
import { REGION_NAMES } from './regions';

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible service, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  /** How long one lookup may take before the caller gets the fallback (ms). */
  timeoutMs?: number;
  /** Lookups remembered per ~11 m cell, so a user refreshing the map does not ask again. */
  cacheSize?: number;
  log?: FastifyBaseLogger;
}

/** The part of Nominatim's `format=jsonv2` reverse answer we read. */
interface NominatimReverse {
  error?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

export const NOMINATIM_TIMEOUT_MS = 3_000;
const CITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality'] as const;

/** "CA-ON" from ISO3166-2-lvl4, else the state's name mapped to its abbreviation, else the name as given. */
function regionOf(address: Record<string, string | undefined>): string | null {
  const iso = address['ISO3166-2-lvl4'];
  if (iso && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(iso)) return iso.slice(3);
  const state = address.state ?? address.province;
  if (!state) return null;
  return REGION_NAMES[normalizePlace(state)] ?? state;
}

/** Maps a Nominatim answer to a place; null when it names no city, town or village. */
export function placeFromNominatim(answer: NominatimReverse): Place | null {
  if (answer.error || !answer.address) return null;
  const { address } = answer;
  const city =
    CITY_KEYS.map((key) => address[key])
      .find((name) => name?.trim())
      ?.trim() ?? null;
  if (!city) return null;
  const region = regionOf(address);
  const country = address.country_code ? address.country_code.toUpperCase() : null;
  return { label: `${city}, ${region ?? country ?? ''}`.replace(/, $/, ''), city, region, country };
}

/**
 * Reverse geocoding through a Nominatim-compatible service (`GET /reverse?format=jsonv2`);
 * city search and suggestions stay on `cities` (the bundled gazetteer), because the job
 * board resolves a city on every search and a public Nominatim allows one request a second.
 * A slow, failing or empty answer yields null, and the caller shows "lat, lng".
 */
export function createNominatimGeo(cities: GeoProvider, options: NominatimOptions): GeoProvider {
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;
  const cacheSize = options.cacheSize ?? 1_000;
  const cache = new Map<string, Place | null>();
  const base = options.baseUrl.replace(/\/+$/, '');

  async function lookup(latitude: number, longitude: number): Promise<Place | null> {
    const url = new URL(`${base}/reverse`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: latitude.toFixed(6),
      lon: longitude.toFixed(6),
      zoom: '10',
      addressdetails: '1',
    }).toString();
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json', 'accept-language': 'en' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return placeFromNominatim((await response.json()) as NominatimReverse);
  }

  return {
    findCity: (query) => cities.findCity(query),
    suggestCities: (prefix, limit) => cities.suggestCities(prefix, limit),
    nearestCity: (latitude, longitude) => cities.nearestCity(latitude, longitude),

    async reverse(latitude, longitude) {
      const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      try {
        const place = await lookup(latitude, longitude);
        cache.set(key, place);
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
        return place;
      } catch (error) {
        // Failures are not cached: the next request tries again.
        options.log?.warn({ feature: 'geo', err: error }, 'reverse geocoding failed');
        return null;
      }
    },
  };
}
