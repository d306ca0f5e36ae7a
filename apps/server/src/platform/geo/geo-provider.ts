export interface City {
  name: string;
  /** Province or state abbreviation, e.g. BC, ON, WA. */
  region: string;
  country: 'CA' | 'US';
  latitude: number;
  longitude: number;
  population: number;
}

/** What reverse geocoding knows about a coordinate: a label to show ("Toronto, ON") and its parts. */
export interface Place {
  label: string;
  city: string | null;
  /** Province or state abbreviation where known (ON, WA), else the region's name. */
  region: string | null;
  /** ISO 3166-1 alpha-2, upper case (CA, US). */
  country: string | null;
}

export interface GeoProvider {
  /** The best match for a city name; "Vancouver", "Vancouver, WA" and "London ON" all work. */
  findCity(query: string): Promise<City | null>;
  /** Cities whose name starts with the text, most populous first. */
  suggestCities(prefix: string, limit?: number): Promise<City[]>;
  /** The closest city to a coordinate, with its distance in km. */
  nearestCity(latitude: number, longitude: number): Promise<{ city: City; distanceKm: number } | null>;
  /** The place at a coordinate, or null when none is known (or the geocoder failed): callers fall back to "lat, lng". */
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

export const cityLabel = (city: City) => `${city.name}, ${city.region}`;
