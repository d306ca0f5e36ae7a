import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION } from '../../version';
import { createGazetteer } from './gazetteer';
import type { GeoProvider } from './geo-provider';
import { createNominatimGeo } from './nominatim';

export interface GeoProviderSettings {
  /** GEOCODER_URL: a Nominatim-compatible service for reverse geocoding; unset keeps everything local. */
  geocoderUrl?: string;
  /** Named in the User-Agent sent to the geocoder (its usage policy asks for one naming the application). */
  publicUrl: string;
  log?: FastifyBaseLogger;
}

/** The bundled gazetteer, with reverse geocoding through Nominatim when GEOCODER_URL is set. */
export function createGeoProvider(settings: GeoProviderSettings): GeoProvider {
  const gazetteer = createGazetteer();
  if (!settings.geocoderUrl) return gazetteer;
  return createNominatimGeo(gazetteer, {
    baseUrl: settings.geocoderUrl,
    userAgent: `HireHand/${APP_VERSION} (+${settings.publicUrl})`,
    log: settings.log,
  });
}
