export interface City {
  name: string;
  /** Province or state abbreviation, e.g. BC, ON, WA. */
  region: string;
  country: 'CA' | 'US';
  latitude: number;
  longitude: number;
  population: number;
}

export interface GeoProvider {
  /** The best match for a city name; "Vancouver", "Vancouver, WA" and "London ON" all work. */
  findCity(query: string): Promise<City | null>;
  /** Cities whose name starts with the text, most populous first. */
  suggestCities(prefix: string, limit?: number): Promise<City[]>;
  /** The closest city to a coordinate, with its distance in km. */
  nearestCity(latitude: number, longitude: number): Promise<{ city: City; distanceKm: number } | null>;
}

export const cityLabel = (city: City) => `${city.name}, ${city.region}`;
