import type { City, GeoProvider } from '../../platform/geo/geo-provider';

/** A point further than this from every gazetteer city gets no city name. */
export const NEAREST_CITY_MAX_KM = 50;

export interface PlaceInput {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The free-text location shown on cards; empty means "derive it". */
  location: string;
}

/** Where the poster lives, the fallback for a posting that names no place. */
export interface PosterPlace {
  city: string | null;
  region: string | null;
}

export interface Place {
  city: string | null;
  region: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  location: string;
}

/** "Toronto, ON", "Toronto" or "" : the location text a posting shows when none was typed. */
export function defaultLocationText(place: Pick<Place, 'city' | 'region'>): string {
  if (!place.city) return '';
  return place.region && !place.city.includes(',') ? `${place.city}, ${place.region}` : place.city;
}

async function lookUp(geo: GeoProvider, name: string, regionHint: string | null): Promise<City | null> {
  if (regionHint && !name.includes(',')) {
    const qualified = await geo.findCity(`${name}, ${regionHint}`);
    if (qualified) return qualified;
  }
  return geo.findCity(name);
}

/**
 * Completes a posting's place. The city is the one typed, else the nearest gazetteer city to
 * the given point (within NEAREST_CITY_MAX_KM), else, without a point, the poster's own city. A city the
 * gazetteer knows gets its canonical name, region and country, and its coordinates when the
 * form sent none; a city it does not know is kept as typed. The location text defaults to
 * "City, RE".
 */
export async function resolvePostingPlace(
  geo: GeoProvider,
  input: PlaceInput,
  poster: PosterPlace,
): Promise<Place> {
  const hasPoint = input.latitude !== null && input.longitude !== null;
  const place: Place = {
    city: null,
    region: null,
    country: null,
    latitude: hasPoint ? input.latitude : null,
    longitude: hasPoint ? input.longitude : null,
    location: input.location.trim(),
  };

  const typed = input.city?.trim() || null;
  let name: string | null = typed;
  let regionHint: string | null = null;
  if (!name && hasPoint) {
    const near = await geo.nearestCity(input.latitude!, input.longitude!);
    if (near && near.distanceKm <= NEAREST_CITY_MAX_KM) {
      place.city = near.city.name;
      place.region = near.city.region;
      place.country = near.city.country;
    }
  }
  // A point that is nowhere near a known city stays without one rather than taking the poster's.
  if (!name && !hasPoint && poster.city?.trim()) {
    name = poster.city.trim();
    regionHint = poster.region;
  }

  if (name) {
    const city = await lookUp(geo, name, regionHint);
    if (city) {
      place.city = city.name;
      place.region = city.region;
      place.country = city.country;
      if (!hasPoint) {
        place.latitude = city.latitude;
        place.longitude = city.longitude;
      }
    } else {
      place.city = name;
      place.region = regionHint;
    }
  }

  if (!place.location) place.location = defaultLocationText(place);
  return place;
}
